import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module';
import { WaitlistAdminService } from './waitlist-admin.service';
import { WaitlistController } from './waitlist.controller';
import { WaitlistService } from './waitlist.service';

@Module({
  imports: [TenancyModule],
  controllers: [WaitlistController],
  providers: [WaitlistService, WaitlistAdminService],
})
export class WaitlistModule {}
