import { BadRequestException } from '@nestjs/common';

/** A 400 whose body lists the invalid fields (property path → messages). */
export class RequestValidationException extends BadRequestException {
  constructor(readonly fields: Record<string, string[]>) {
    super(Object.values(fields).flat().join('; ') || 'Validation failed');
  }
}
