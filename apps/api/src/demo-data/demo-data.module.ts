import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module';
import { DemoAccountsController } from './demo-accounts.controller';
import { DemoDataSeeder } from './demo-data.seeder';

@Module({
  imports: [TenancyModule],
  controllers: [DemoAccountsController],
  providers: [DemoDataSeeder],
  exports: [DemoDataSeeder],
})
export class DemoDataModule {}
