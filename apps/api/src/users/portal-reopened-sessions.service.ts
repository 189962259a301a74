import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PortalReopening } from '../client-settings/portal-reopening';
import type { PlatformScope } from '../tenancy/platform-scope';
import { endAllSessions } from './revoke-sessions';
import { User } from './user.entity';

/**
 * Opening the client portal again does not revive the clients' sessions from before it closed (access tokens,
 * refresh cookies): a browser left signed in cannot walk back in, its client signs in anew. They end on opening, not
 * on closing, so that while the portal is closed their calls still answer with the portal message, which says why.
 */
@Injectable()
export class PortalReopenedSessions implements OnModuleInit {
  constructor(private readonly reopening: PortalReopening) {}

  onModuleInit(): void {
    this.reopening.register((tx, serviceProviderId) => this.endClientSessions(tx, serviceProviderId));
  }

  private async endClientSessions(tx: PlatformScope, serviceProviderId: string): Promise<void> {
    const clients = await tx
      .forTenant(serviceProviderId)
      .find(User, { where: { userType: 'client' }, select: { id: true, serviceProviderId: true } });
    for (const client of clients) await endAllSessions(tx, client);
  }
}
