import { NotFoundException } from '@nestjs/common';

export class ClientCompanyNotFoundException extends NotFoundException {
  constructor() {
    super('Client company not found');
  }
}
