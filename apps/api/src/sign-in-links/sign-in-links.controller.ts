import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { SignInResult } from '@taskflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginResponseDto } from '../auth/auth-response.dto';
import { AuthService } from '../auth/auth.service';
import { DeviceCookies } from '../auth/device-cookie';
import { Public } from '../authorization/public.decorator';
import { clientAddress } from '../common/client-address';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { signInLinkConsumeThrottle } from '../throttling/policies';
import { Throttles } from '../throttling/throttles.service';
import { ConsumeSignInLinkDto, SignInLinkDto } from './sign-in-links.dto';
import { SignInLinksService } from './sign-in-links.service';

@ApiTags('auth')
@Controller('auth/sign-in-link')
export class SignInLinksController {
  constructor(
    private readonly links: SignInLinksService,
    private readonly auth: AuthService,
    private readonly devices: DeviceCookies,
    private readonly throttles: Throttles,
  ) {}

  @Public()
  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({
    description:
      'Always the same answer: an active account that may sign in by link gets a single-use link valid 15 minutes',
  })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Invalid email address (fields.email)' })
  @ApiTooManyRequestsResponse({
    type: ApiErrorBodyDto,
    description: 'Too many requests for this email or from this address (Retry-After header)',
  })
  request(@Body() body: SignInLinkDto, @Req() request: FastifyRequest): Promise<void> {
    const asked = { email: body.email, rememberMe: body.rememberMe ?? false, language: body.lng ?? null };
    return this.links.request(asked, clientAddress(request), (userId) => this.devices.knownDevice(request, userId));
  }

  @Public()
  @Post('consume')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: LoginResponseDto,
    description:
      "Signed in like a password login (refresh and device cookies); 'rememberMe' as the link was asked for. An account with two-factor sign-in gets the second step instead, like the login",
  })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'SIGN_IN_LINK_INVALID: unknown, expired, used or replaced link, or one the account may not use',
  })
  @ApiForbiddenResponse({
    type: ApiErrorBodyDto,
    description: 'The account is deactivated, or the client portal is turned off',
  })
  @ApiTooManyRequestsResponse({
    type: ApiErrorBodyDto,
    description: 'Too many attempts from this address or with this link (Retry-After header)',
  })
  async consume(
    @Body() body: ConsumeSignInLinkDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<SignInResult> {
    await this.throttles.enforce(signInLinkConsumeThrottle, { address: clientAddress(request), target: body.token });
    const { user, rememberMe } = await this.links.consume(body.token);
    return this.auth.finishSignIn(user, { rememberMe }, request, response);
  }
}
