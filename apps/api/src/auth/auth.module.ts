import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { LoginThrottle } from './login-throttle';
import { PasswordResetController } from './password-reset.controller';
import { PASSWORD_RESET_THROTTLE_LIMITS, PasswordResetService, PasswordResetThrottle } from './password-reset.service';
import { RefreshTokenService } from './refresh-token.service';
import { SessionService } from './session.service';

@Global()
@Module({
  imports: [PassportModule],
  controllers: [AuthController, PasswordResetController],
  providers: [
    JwtStrategy,
    AuthService,
    RefreshTokenService,
    SessionService,
    { provide: LoginThrottle, useFactory: () => new LoginThrottle() },
    PasswordResetService,
    { provide: PasswordResetThrottle, useFactory: () => new PasswordResetThrottle(PASSWORD_RESET_THROTTLE_LIMITS) },
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [SessionService, RefreshTokenService],
})
export class AuthModule {}
