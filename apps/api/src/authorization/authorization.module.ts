import { Global, Module } from '@nestjs/common';
import { ActorLoader } from './actor-loader.service';

@Global()
@Module({ providers: [ActorLoader], exports: [ActorLoader] })
export class AuthorizationModule {}
