import { Injectable } from '@nestjs/common';
import type { CalendarFeedView } from '@taskflow/contracts';
import { ActorLoader } from '../auth/actor-loader.service';
import { SecretRotations } from '../auth/secret-rotations';
import type { TenantScope } from '../tenancy/tenant-scope';
import type { Actor } from '../authorization/actor';
import { webAppUrl } from '../common/web-app-url';
import { AppConfig } from '../config/app-config';
import { TasksService } from '../tasks/tasks.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { feedKeyOf, feedPath, newFeedKey } from './calendar-feed-token';
import { CalendarFeed } from './calendar-feed.entity';
import { CalendarFeedNotFoundException } from './calendar-feed.exception';
import { renderTaskCalendar } from './calendar-feed.ics';

/** The personal calendar feeds: one secret URL per user, of the due dates of the tasks they may see. */
@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly actors: ActorLoader,
    private readonly tasks: TasksService,
    private readonly config: AppConfig,
    rotations: SecretRotations,
  ) {
    // Signing out everywhere or a new password also replaces the feed's URL (it stays on): a copied URL stops working.
    rotations.register(async (tx, user) => {
      const scope = tx.forTenant(user.serviceProviderId);
      if (await scope.findOne(CalendarFeed, { userId: user.id })) await this.replaceKey(scope, user.id);
    });
  }

  async get(actor: Actor): Promise<CalendarFeedView> {
    const feed = await this.data.forTenant(actor.serviceProviderId).findOne(CalendarFeed, { userId: actor.userId });
    return this.toView(feed);
  }

  /** Turns the feed on, or gives it a new URL: the old one stops working at once. */
  async regenerate(actor: Actor): Promise<CalendarFeedView> {
    const feed = await this.data.transaction(actor.serviceProviderId, (scope) => this.replaceKey(scope, actor.userId));
    return this.toView(feed);
  }

  private async replaceKey(scope: TenantScope, userId: string): Promise<CalendarFeed> {
    await scope.delete(CalendarFeed, { userId });
    return scope.insert(CalendarFeed, { userId, feedKey: newFeedKey() });
  }

  async remove(actor: Actor): Promise<void> {
    await this.data.forTenant(actor.serviceProviderId).delete(CalendarFeed, { userId: actor.userId });
  }

  /**
   * The iCalendar text of the feed at `file` (`<secret>.ics`), with what its owner may see right now: clients their
   * company's client-visible tasks, team members without canViewAllTasks their own. Unknown, altered or replaced
   * URLs, and owners who may no longer sign in, answer 404.
   */
  async render(file: string): Promise<string> {
    const feedKey = feedKeyOf(file, this.config.JWT_REFRESH_SECRET);
    // The key is unique across agencies; the row then tells whose feed it is.
    const feed = feedKey ? await this.data.platform().findAcrossTenants(CalendarFeed, { feedKey }) : null;
    const owner = feed
      ? await this.data.forTenant(feed.serviceProviderId).findOne(User, { id: feed.userId, status: 'active' })
      : null;
    if (!owner) throw new CalendarFeedNotFoundException();
    const actor = await this.actors.actorOf(owner).catch(() => {
      throw new CalendarFeedNotFoundException();
    });
    const tasks = await this.tasks.everyVisible(actor);
    const base = webAppUrl(this.config);
    return renderTaskCalendar(tasks, {
      language: owner.language ?? 'de',
      webAppUrl: base,
      uidDomain: new URL(base).hostname,
    });
  }

  private toView(feed: CalendarFeed | null): CalendarFeedView {
    if (!feed) return { feedPath: null, createdAt: null };
    return {
      feedPath: feedPath(feed.feedKey, this.config.JWT_REFRESH_SECRET),
      createdAt: feed.createdAt.toISOString(),
    };
  }
}
