import { Module } from '@nestjs/common';
import { DatabaseServer } from './database-server';
import { databaseServerProvider } from './database-server.provider';

@Module({
  providers: [databaseServerProvider],
  exports: [DatabaseServer],
})
export class DatabaseServerModule {}
