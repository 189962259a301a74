import { Module } from '@nestjs/common';
import { LiveGatewayModule } from '../realtime/live-gateway.module';
import { GracefulShutdown } from './graceful-shutdown.service';

/** The graceful end of an API process: requests in flight finish, live sockets are told to reconnect elsewhere. */
@Module({ imports: [LiveGatewayModule], providers: [GracefulShutdown] })
export class ShutdownModule {}
