import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistController } from './waitlist.controller';
import { WaitlistAdminService } from './waitlist-admin.service';
import { WaitlistService } from './waitlist.service';

@Module({
  imports: [TypeOrmModule.forFeature([WaitlistEntry])],
  controllers: [WaitlistController],
  providers: [WaitlistService, WaitlistAdminService],
})
export class WaitlistModule {}
