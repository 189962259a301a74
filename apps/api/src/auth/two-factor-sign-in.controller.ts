import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { LoginResponse, TwoFactorSetupResponse, TwoFactorSetupSignInResponse } from '@taskflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginResponseDto } from './auth-response.dto';
import { AuthService } from './auth.service';
import { Public } from '../authorization/public.decorator';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import {
  TwoFactorSetupConfirmSignInDto,
  TwoFactorSetupSignInDto,
  TwoFactorSignInDto,
} from '../two-factor/two-factor.dto';
import { TwoFactorService } from '../two-factor/two-factor.service';

/** The second step of a sign-in (registered by AuthModule: it ends in AuthService's session). */
@ApiTags('auth')
@Controller('auth/two-factor')
export class TwoFactorSignInController {
  constructor(
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /** Public: the challenge token of the first factor is the credential. */
  @Public()
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: LoginResponseDto,
    description:
      'Signed in (cookies as for login); with trustBrowser also the HttpOnly cookie taskflow_2fa_trusted (30 days)',
  })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'Wrong, expired or used code (fields.code) or recovery code (fields.recoveryCode)',
  })
  @ApiUnauthorizedResponse({ type: ApiErrorBodyDto, description: 'Unknown or expired challenge token: sign in again' })
  @ApiTooManyRequestsResponse({ type: ApiErrorBodyDto, description: 'Too many wrong codes (Retry-After)' })
  signIn(
    @Body() body: TwoFactorSignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<LoginResponse> {
    return this.auth.completeTwoFactor(body, request, response);
  }

  /** Public: the set-up token of the first factor is the credential (the agency requires a second factor). */
  @Public()
  @Post('setup')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'A new secret, its otpauth URI and QR code (SVG data URL); replaces an unconfirmed one',
  })
  @ApiUnauthorizedResponse({
    type: ApiErrorBodyDto,
    description: 'Forged or expired set-up token, or the set-up was already finished: sign in again',
  })
  setup(@Body() body: TwoFactorSetupSignInDto): Promise<TwoFactorSetupResponse> {
    return this.twoFactor.setupForSignIn(body.setupToken);
  }

  /** Public: the set-up token is the credential; the first code turns two-factor on and finishes the sign-in. */
  @Public()
  @Post('setup/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'Signed in (cookies as for login), with the ten recovery codes shown this once (`recoveryCodes`)',
  })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Wrong or malformed code (fields.code)' })
  @ApiUnauthorizedResponse({
    type: ApiErrorBodyDto,
    description: 'Forged or expired set-up token, or the set-up was already finished: sign in again',
  })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'No secret asked for yet (POST …/setup first)' })
  @ApiTooManyRequestsResponse({ type: ApiErrorBodyDto, description: 'Too many wrong codes (Retry-After)' })
  confirmSetup(
    @Body() body: TwoFactorSetupConfirmSignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<TwoFactorSetupSignInResponse> {
    return this.auth.completeTwoFactorSetup(body, request, response);
  }
}
