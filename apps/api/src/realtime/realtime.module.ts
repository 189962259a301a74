import { Global, Module } from '@nestjs/common';
import { LiveEvents } from './live-events.service';

@Global()
@Module({ providers: [LiveEvents], exports: [LiveEvents] })
export class RealtimeModule {}
