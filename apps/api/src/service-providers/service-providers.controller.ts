import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { CreateServiceProviderResponse } from '@taskflow/contracts';
import { Public } from '../authorization/public.decorator';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { PendingRegistrations } from './pending-registrations.service';
import { CreateServiceProviderDto } from './service-providers.dto';

@ApiTags('registration')
@Controller('service-providers')
export class ServiceProvidersController {
  constructor(private readonly pending: PendingRegistrations) {}

  /**
   * Step 1 of the spec's registration: answers the provider it will create and a one-time registrationToken for
   * POST /users (step 2), which creates both through the one registration flow. POST /auth/register does it in one call.
   */
  @Public()
  @Post()
  @ApiCreatedResponse({ description: 'The provider to be created and its registrationToken (valid one hour)' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Invalid fields' })
  create(@Body() body: CreateServiceProviderDto): Promise<CreateServiceProviderResponse> {
    const { companyName, website, industry, address, phone, email } = body;
    return this.pending.open({ companyName, website, industry, address, phone, email });
  }
}
