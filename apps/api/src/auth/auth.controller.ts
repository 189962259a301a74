import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { LoginResponseDto, RefreshResponseDto, UserDto } from './auth-response.dto';
import type { LoginResponse, RefreshResponse, SignInResult, User as UserView } from '@taskflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { AppConfig } from '../config/app-config';
import { ChangePasswordDto, LoginDto, RegisterDto } from './auth.dto';
import { InvalidRefreshTokenException } from './auth.exception';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { Public } from '../authorization/public.decorator';
import type { AuthenticatedUser } from '../authorization/authenticated-user';
import { bearerToken } from './jwt.strategy';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { verifyAccessToken } from './verify-access-token';
import { clientAddress } from '../common/client-address';
import { registrationThrottle } from '../throttling/policies';
import { Throttles } from '../throttling/throttles.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly config: AppConfig,
    private readonly throttles: Throttles,
    private readonly devices: DeviceCookies,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: LoginResponseDto,
    description:
      'Signed in; sets the HttpOnly refresh cookie taskflow_refresh and the device cookie taskflow_device (path /api/auth). With two-factor on (and this browser not trusted) instead `{ twoFactorRequired, challengeToken }` (POST /api/auth/two-factor); when the agency requires two-factor the user lacks, `{ twoFactorSetupRequired, setupToken }`',
  })
  @ApiUnauthorizedResponse({
    type: ApiErrorBodyDto,
    description: "'Invalid email address or password' (unknown email or wrong password alike)",
  })
  @ApiForbiddenResponse({
    type: ApiErrorBodyDto,
    description: "'Your account is not activated', or the client portal is turned off",
  })
  @ApiTooManyRequestsResponse({ type: ApiErrorBodyDto, description: 'Too many failed attempts (Retry-After header)' })
  async login(
    @Body() body: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<SignInResult> {
    return this.auth.login(body.email, body.password, { rememberMe: body.rememberMe }, request, response);
  }

  @Public()
  @Post('register')
  @ApiCreatedResponse({
    type: LoginResponseDto,
    description: 'Trial agency and its first admin created; signed in (sets the refresh cookie)',
  })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'Email already registered' })
  @ApiTooManyRequestsResponse({
    type: ApiErrorBodyDto,
    description: 'Too many registrations from this address or for this email (Retry-After header)',
  })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Invalid fields' })
  async register(
    @Body() body: RegisterDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<LoginResponse> {
    await this.throttles.enforce(registrationThrottle, { address: clientAddress(request), target: body.email });
    const session = await this.auth.register(body);
    setRefreshCookie(response, this.config, session.refresh);
    this.devices.remember(request, response, session.body.user.id);
    return session.body;
  }

  @Access.signedIn('the signed-in user only')
  @Get('me')
  @ApiOkResponse({ type: UserDto })
  me(@CurrentActor() actor: Actor): Promise<UserView> {
    return this.auth.me(actor);
  }

  /** Public: the access token may have expired; the HttpOnly refresh cookie is the credential. */
  @Public()
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: RefreshResponseDto, description: 'Rotates the refresh cookie' })
  @ApiUnauthorizedResponse({
    type: ApiErrorBodyDto,
    description: 'No, expired, revoked or reused refresh token (reuse revokes the chain)',
  })
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<RefreshResponse> {
    const token = readRefreshCookie(request);
    if (!token) throw new InvalidRefreshTokenException();
    try {
      const result = await this.auth.refresh(token);
      setRefreshCookie(response, this.config, result.refresh);
      return { token: result.token };
    } catch (error) {
      clearRefreshCookie(response, this.config);
      throw error;
    }
  }

  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({
    description:
      "The session of the refresh cookie and the bearer token's (either may come alone) ended, every access token of the user refused, cookie cleared",
  })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<void> {
    await this.auth.logout(readRefreshCookie(request), this.bearerOf(request));
    clearRefreshCookie(response, this.config);
  }

  /** The access token's user, or null for none or an invalid one (logout answers 204 either way). */
  private bearerOf(request: FastifyRequest): AuthenticatedUser | null {
    const token = bearerToken(request);
    if (!token) return null;
    try {
      return verifyAccessToken(token, this.config.JWT_ACCESS_SECRET);
    } catch {
      return null;
    }
  }

  @Access.signedIn('ends the sessions of the signed-in user only')
  @Post('logout-all')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({
    description: 'Every session of the user ends at once (refresh tokens, access tokens, live sockets); cookie cleared',
  })
  async logoutEverywhere(
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<void> {
    await this.auth.logoutEverywhere(actor);
    clearRefreshCookie(response, this.config);
  }

  @Access.signedIn('the signed-in user changes their own password')
  @Post('change-password')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: RefreshResponseDto,
    description: 'Other sessions are signed out; this one gets a new refresh cookie',
  })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'Wrong current password (fields.currentPassword) or too short new one',
  })
  async changePassword(
    @CurrentActor() actor: Actor,
    @Body() body: ChangePasswordDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<RefreshResponse> {
    const session = await this.auth.changePassword(actor, body.currentPassword, body.newPassword);
    setRefreshCookie(response, this.config, session.refresh);
    return { token: session.body.token };
  }
}
