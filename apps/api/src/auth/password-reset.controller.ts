import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { ForgotPasswordDto, ResetPasswordDto } from './password-reset.dto';
import { DeviceCookies } from './device-cookie';
import { PasswordResetService } from './password-reset.service';
import { clientAddress } from '../common/client-address';
import { passwordResetThrottle } from '../throttling/policies';
import { Throttles } from '../throttling/throttles.service';
import { Public } from '../authorization/public.decorator';

@ApiTags('auth')
@Controller('auth')
export class PasswordResetController {
  constructor(
    private readonly passwordReset: PasswordResetService,
    private readonly throttles: Throttles,
    private readonly devices: DeviceCookies,
  ) {}

  @Public()
  @Post('forgot-password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({
    description: 'Always the same answer: an active account with this email gets a reset link valid for one hour',
  })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Invalid email address (fields.email)' })
  @ApiTooManyRequestsResponse({
    type: ApiErrorBodyDto,
    description: 'Too many requests for this email or from this address (Retry-After header)',
  })
  forgotPassword(@Body() body: ForgotPasswordDto, @Req() request: FastifyRequest): Promise<void> {
    return this.passwordReset.request(body.email, clientAddress(request), (userId) =>
      this.devices.knownDevice(request, userId),
    );
  }

  @Public()
  @Post('reset-password')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Password set; every session of the user is signed out' })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'Invalid, expired or used link (fields.token) or too short password (fields.password)',
  })
  @ApiTooManyRequestsResponse({
    type: ApiErrorBodyDto,
    description: 'Too many attempts from this address or with this link (Retry-After header)',
  })
  async resetPassword(@Body() body: ResetPasswordDto, @Req() request: FastifyRequest): Promise<void> {
    await this.throttles.enforce(passwordResetThrottle, { address: clientAddress(request), target: body.token });
    await this.passwordReset.reset(body.token, body.password);
  }
}
