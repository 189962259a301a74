import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { DatabaseServer } from './database-server';
import { DatabaseProbe } from './database-probe.service';
import { DatabaseServerModule } from './database-server.module';
import { DatabaseShutdownService } from './database-shutdown.service';
import { createDataSource, createTypeOrmOptions } from './typeorm-options';

@Module({
  imports: [
    DatabaseServerModule,
    TypeOrmModule.forRootAsync({
      imports: [DatabaseServerModule],
      inject: [DatabaseServer, AppConfig],
      useFactory: createTypeOrmOptions,
      dataSourceFactory: createDataSource,
    }),
  ],
  providers: [DatabaseShutdownService, DatabaseProbe],
  exports: [DatabaseServerModule, DatabaseProbe],
})
export class DatabaseModule {}
