import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { TwoFactorConfirmResponse, TwoFactorSetupResponse, TwoFactorStatus } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { TwoFactorConfirmDto, TwoFactorDisableDto, TwoFactorSetupDto } from './two-factor.dto';
import { TwoFactorService } from './two-factor.service';

/** The signed-in admin's or team member's own second factor (clients sign in with a password or a link only). */
@ApiTags('two-factor')
@Controller('account/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Access.roles('admin', 'team')
  @Get()
  @ApiOkResponse({
    description: 'Whether two-factor sign-in is on, since when, recovery codes left, agency requires it',
  })
  status(@CurrentActor() actor: Actor): Promise<TwoFactorStatus> {
    return this.twoFactor.status(actor);
  }

  @Access.roles('admin', 'team')
  @Post('setup')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'A new secret, its otpauth URI and QR code (SVG data URL); shown until confirmed' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Wrong password (fields.password)' })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'Two-factor sign-in is already on' })
  setup(@CurrentActor() actor: Actor, @Body() body: TwoFactorSetupDto): Promise<TwoFactorSetupResponse> {
    return this.twoFactor.setup(actor, body.password);
  }

  @Access.roles('admin', 'team')
  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'Two-factor sign-in is on; the ten recovery codes, shown this once' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Wrong code (fields.code)' })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'Not set up, or already on' })
  @ApiTooManyRequestsResponse({ type: ApiErrorBodyDto, description: 'Too many wrong codes (Retry-After)' })
  confirm(@CurrentActor() actor: Actor, @Body() body: TwoFactorConfirmDto): Promise<TwoFactorConfirmResponse> {
    return this.twoFactor.confirm(actor, body.code);
  }

  @Access.roles('admin', 'team')
  @Post('disable')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Two-factor sign-in is off; recovery codes and trusted browsers ended' })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'Wrong password (fields.password) or code (fields.code / fields.recoveryCode)',
  })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'Two-factor sign-in is not on' })
  @ApiTooManyRequestsResponse({ type: ApiErrorBodyDto, description: 'Too many wrong codes (Retry-After)' })
  async disable(@CurrentActor() actor: Actor, @Body() body: TwoFactorDisableDto): Promise<void> {
    await this.twoFactor.disable(actor, body.password, { code: body.code, recoveryCode: body.recoveryCode });
  }
}
