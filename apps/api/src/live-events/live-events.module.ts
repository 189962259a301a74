import { Module } from '@nestjs/common';
import { LiveEvents } from './live-events.service';
import { WorkEvents } from './work-events.service';

/**
 * The event bus: features publish live events here without knowing the gateway. The gateway
 * (`realtime/`) attaches its socket.io server at start-up; until then, events go nowhere.
 */
@Module({ providers: [LiveEvents, WorkEvents], exports: [LiveEvents, WorkEvents] })
export class LiveEventsModule {}
