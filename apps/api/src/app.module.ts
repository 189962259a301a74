import { DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AuthModule } from './auth/auth.module';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/app-config.module';
import { DatabaseModule } from './database/database.module';
import { AllExceptionsFilter } from './errors/all-exceptions.filter';
import { createValidationPipe } from './errors/create-validation-pipe';
import { HealthModule } from './health/health.module';
import { LoggingModule } from './logging/logging.module';
import { WaitlistModule } from './waitlist/waitlist.module';

@Module({})
export class AppModule {
  /** `extraImports` lets tests mount test-only controllers behind the real pipes, guards and filters. */
  static register(config: AppConfig, extraImports: ModuleMetadata['imports'] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.register(config),
        LoggingModule,
        DatabaseModule,
        AuthModule,
        HealthModule,
        WaitlistModule,
        ...extraImports,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
