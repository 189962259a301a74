import { Module } from '@nestjs/common';
import { LiveEvents } from './live-events.service';
import { WorkActivityBus } from './work-activity';
import { WorkEvents } from './work-events.service';

/**
 * The event bus: features publish live events here without knowing the gateway. The gateway
 * (`realtime/`) attaches its socket.io server at start-up; until then, events go nowhere. `WorkActivityBus` carries
 * the domain events of work changes to listeners such as the mail notifications.
 */
@Module({
  providers: [LiveEvents, WorkEvents, WorkActivityBus],
  exports: [LiveEvents, WorkEvents, WorkActivityBus],
})
export class LiveEventsModule {}
