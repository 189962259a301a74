import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { SignInLinksController } from './sign-in-links.controller';
import { SignInLinksService } from './sign-in-links.service';

/** Passwordless sign-in by emailed link (apps/api/README.md, "Sign-in methods"). */
@Module({
  imports: [AuthModule, MailModule, TenancyModule, ThrottlingModule],
  controllers: [SignInLinksController],
  providers: [SignInLinksService],
  exports: [SignInLinksService],
})
export class SignInLinksModule {}
