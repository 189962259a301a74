import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { PlatformAdmins } from './platform-admins.service';
import { WaitlistAdminService } from './waitlist-admin.service';
import { WaitlistController } from './waitlist.controller';
import { WaitlistService } from './waitlist.service';

@Module({
  imports: [TenancyModule, ThrottlingModule],
  controllers: [WaitlistController],
  providers: [WaitlistService, WaitlistAdminService, PlatformAdmins],
  exports: [PlatformAdmins],
})
export class WaitlistModule {}
