import { Module } from '@nestjs/common';
import { DemoDataSeeder } from './demo-data.seeder';

@Module({ providers: [DemoDataSeeder], exports: [DemoDataSeeder] })
export class DemoDataModule {}
