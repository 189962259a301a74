import { Body, Controller, Get, HttpCode, HttpStatus, NotFoundException, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DEMO_PASSWORD, type DemoAccountsResponse, type LoginResponse, type RefreshResponse, type User as UserView } from '@taskflow/contracts';
import type { Request, Response } from 'express';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { AppConfig } from '../config/app-config';
import { DEMO_ACCOUNTS } from '../demo-data/demo-accounts';
import { ChangePasswordDto, LoginDto, RegisterDto } from './auth.dto';
import { InvalidRefreshTokenException, TooManyLoginAttemptsException } from './auth.exception';
import { AuthService } from './auth.service';
import { Public } from './public.decorator';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: '{token, user}; sets the HttpOnly refresh cookie' })
  async login(@Body() body: LoginDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<LoginResponse> {
    try {
      const session = await this.auth.login(body.email, body.password, request.ip ?? 'unknown');
      setRefreshCookie(response, this.config, session.refresh);
      return session.body;
    } catch (error) {
      if (error instanceof TooManyLoginAttemptsException) response.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Public()
  @Post('register')
  async register(@Body() body: RegisterDto, @Res({ passthrough: true }) response: Response): Promise<LoginResponse> {
    const session = await this.auth.register(body);
    setRefreshCookie(response, this.config, session.refresh);
    return session.body;
  }

  @Access.signedIn('the signed-in user only')
  @Get('me')
  me(@CurrentActor() actor: Actor): Promise<UserView> {
    return this.auth.me(actor);
  }

  /** Public: the access token may have expired; the HttpOnly refresh cookie is the credential. */
  @Public()
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  async refresh(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<RefreshResponse> {
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
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.auth.logout(readRefreshCookie(request));
    clearRefreshCookie(response, this.config);
  }

  @Access.signedIn('the signed-in user changes their own password')
  @Post('change-password')
  @HttpCode(HttpStatus.OK)
  async changePassword(@CurrentActor() actor: Actor, @Body() body: ChangePasswordDto, @Res({ passthrough: true }) response: Response): Promise<RefreshResponse> {
    const session = await this.auth.changePassword(actor, body.currentPassword, body.newPassword);
    setRefreshCookie(response, this.config, session.refresh);
    return { token: session.body.token };
  }

  @Public()
  @Get('demo-accounts')
  demoAccounts(): DemoAccountsResponse {
    if (!this.config.DEMO_DATA) throw new NotFoundException('Demo accounts are not available');
    return { password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS.map(({ email, userType }) => ({ email, userType })) };
  }
}
