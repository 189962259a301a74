import { Global, Module } from '@nestjs/common';
import { LiveEvents } from './live-events.service';
import { WorkEvents } from './work-events.service';

@Global()
@Module({ providers: [LiveEvents, WorkEvents], exports: [LiveEvents, WorkEvents] })
export class RealtimeModule {}
