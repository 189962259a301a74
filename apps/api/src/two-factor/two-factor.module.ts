import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { SignInTokens } from './sign-in-tokens';
import { TrustedBrowserCookies } from './trusted-browser-cookie';
import { MemberTwoFactorController } from './member-two-factor.controller';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

/**
 * Two-factor sign-in (apps/api/README.md, "Two-factor sign-in"): set-up in the account, and the second step that
 * AuthService.finishSignIn asks for. Imports nothing of AuthModule, which imports this (the
 * second step's route is AuthModule's).
 */
@Module({
  imports: [TenancyModule, ThrottlingModule, MailModule],
  controllers: [TwoFactorController, MemberTwoFactorController],
  providers: [TwoFactorService, SignInTokens, TrustedBrowserCookies],
  exports: [TwoFactorService, TrustedBrowserCookies],
})
export class TwoFactorModule {}
