import { Injectable } from '@nestjs/common';
import type { PlatformScope } from '../tenancy/platform-scope';

export type PortalReopeningHandler = (tx: PlatformScope, serviceProviderId: string) => Promise<void>;

/**
 * What must happen, in the transaction that saves the setting, when an agency opens its client portal again. The
 * features that do it (the users folder ends the clients' sessions from before) register here, as this folder may
 * not import them.
 */
@Injectable()
export class PortalReopening {
  private readonly handlers: PortalReopeningHandler[] = [];

  /** Call while modules initialise (`onModuleInit`). */
  register(handler: PortalReopeningHandler): void {
    this.handlers.push(handler);
  }

  async run(tx: PlatformScope, serviceProviderId: string): Promise<void> {
    for (const handler of this.handlers) await handler(tx, serviceProviderId);
  }
}
