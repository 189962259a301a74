import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { RegistrationStatusResponse } from '@taskflow/contracts';
import { Public } from '../authorization/public.decorator';
import { RegistrationStatusDto } from './agencies.dto';
import { RegistrationPolicy } from './registration-policy.service';

@ApiTags('registration')
@Controller('registration')
export class RegistrationController {
  constructor(private readonly policy: RegistrationPolicy) {}

  /** Public: the register page asks before it shows its form (REGISTRATION, and whether a new agency may sign up now). */
  @Public()
  @Get()
  @ApiOkResponse({ type: RegistrationStatusDto })
  status(): Promise<RegistrationStatusResponse> {
    return this.policy.status();
  }
}
