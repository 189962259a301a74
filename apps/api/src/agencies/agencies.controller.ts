import { Body, Controller, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../common/client-address';
import { registrationThrottle } from '../throttling/policies';
import { Throttles } from '../throttling/throttles.service';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { CreateAgencyResponse } from '@taskflow/contracts';
import { Public } from '../authorization/public.decorator';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { PendingRegistrations } from './pending-registrations.service';
import { RegistrationPolicy } from './registration-policy.service';
import { CreateAgencyDto } from './agencies.dto';

@ApiTags('registration')
@Controller('service-providers')
export class AgenciesController {
  constructor(
    private readonly pending: PendingRegistrations,
    private readonly throttles: Throttles,
    private readonly policy: RegistrationPolicy,
  ) {}

  /**
   * Step 1 of the two-step registration: answers the agency it will create and a one-time registrationToken for
   * POST /users (step 2), which creates both through the one registration flow. POST /auth/register does it in one call.
   */
  @Public()
  @Post()
  @ApiCreatedResponse({ description: 'The agency to be created and its registrationToken (valid one hour)' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Invalid fields' })
  @ApiTooManyRequestsResponse({ type: ApiErrorBodyDto, description: 'Too many registrations from this address' })
  @ApiForbiddenResponse({
    type: ApiErrorBodyDto,
    description: 'REGISTRATION_CLOSED: this installation takes no new agencies',
  })
  async create(@Body() body: CreateAgencyDto, @Req() request: FastifyRequest): Promise<CreateAgencyResponse> {
    await this.throttles.enforce(registrationThrottle, { address: clientAddress(request) });
    await this.policy.assertNewAgenciesAllowed();
    const { companyName, website, industry, address, phone, email } = body;
    return this.pending.open({ companyName, website, industry, address, phone, email });
  }
}
