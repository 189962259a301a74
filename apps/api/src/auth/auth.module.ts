import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { LiveEventsModule } from '../live-events/live-events.module';
import { MailModule } from '../mail/mail.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { UsersModule } from '../users/users.module';
import { ActorCache } from './actor-cache';
import { ActorLoader } from './actor-loader.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { DeviceCookies } from './device-cookie';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { RefreshTokenService } from './refresh-token.service';
import { SecretRotations } from './secret-rotations';
import { SessionService } from './session.service';
import { TwoFactorSignInController } from './two-factor-sign-in.controller';
import { VerifiedTokens } from './verified-tokens';

/** Sessions (login, refresh, logout, password change and reset, registration) and the global guard. */
@Module({
  imports: [
    PassportModule,
    TenancyModule,
    ThrottlingModule,
    LiveEventsModule,
    MailModule,
    UsersModule,
    TwoFactorModule,
  ],
  controllers: [AuthController, PasswordResetController, TwoFactorSignInController],
  providers: [
    JwtStrategy,
    VerifiedTokens,
    ActorCache,
    ActorLoader,
    AuthService,
    RefreshTokenService,
    SessionService,
    PasswordResetService,
    DeviceCookies,
    SecretRotations,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [ActorLoader, SessionService, AuthService, DeviceCookies, SecretRotations],
})
export class AuthModule {}
