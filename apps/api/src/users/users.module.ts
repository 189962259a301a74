import { Module } from '@nestjs/common';
import { RegistrationService } from '../service-providers/registration.service';
import { ServiceProvidersController } from '../service-providers/service-providers.controller';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  controllers: [UsersController, ServiceProvidersController],
  providers: [UsersService, RegistrationService],
  exports: [UsersService],
})
export class UsersModule {}
