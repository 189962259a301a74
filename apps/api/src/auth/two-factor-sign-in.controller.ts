import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { LoginResponse } from '@taskflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginResponseDto } from './auth-response.dto';
import { AuthService } from './auth.service';
import { Public } from '../authorization/public.decorator';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { TwoFactorSignInDto } from '../two-factor/two-factor.dto';

/** The second step of a sign-in (registered by AuthModule: it ends in AuthService's session). */
@ApiTags('auth')
@Controller('auth/two-factor')
export class TwoFactorSignInController {
  constructor(private readonly auth: AuthService) {}

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
}
