import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** The signed-in user's own account: profile, email (with the current password), interface language. */
@Module({
  imports: [TenancyModule, AuthModule, MailModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
