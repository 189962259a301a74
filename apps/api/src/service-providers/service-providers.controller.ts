import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CreateServiceProviderResponse } from '@taskflow/contracts';
import { Public } from '../auth/public.decorator';
import { RegistrationService } from './registration.service';
import { CreateServiceProviderDto } from './service-providers.dto';

@ApiTags('registration')
@Controller('service-providers')
export class ServiceProvidersController {
  constructor(private readonly registration: RegistrationService) {}

  /** Step 1 of the spec's registration: answers the provider and a one-time registrationToken for POST /users. */
  @Public()
  @Post()
  create(@Body() body: CreateServiceProviderDto): Promise<CreateServiceProviderResponse> {
    return this.registration.createProvider(body);
  }
}
