import { Injectable } from '@nestjs/common';
import type { Actor } from '../authorization/actor';
import { ClientCommunicationSettings } from '../client-settings/client-communication-settings.entity';
import { Customer } from '../customer-records/customer.entity';
import { TeamMemberProfile } from '../team-member-profiles/team-member-profile.entity';
import { TeamPermissionSet } from '../team-permissions/team-permission-set.entity';
import { RowChanges } from '../tenancy/row-changes.service';
import { Agency } from '../tenancy/agency.entity';
import { User } from '../users/user.entity';

/** An active user's Actor and the session version their tokens must carry. */
export interface CachedActor {
  readonly actor: Readonly<Actor>;
  readonly sessionVersion: number;
}

interface Entry extends CachedActor {
  readonly loadedAt: number;
}

/** What one process keeps at most; the oldest go first. */
export const ACTOR_CACHE_SIZE = 10_000;
/** A safety net only: every change to the rows an Actor is made of empties the cache at once (see RowChanges). */
export const ACTOR_CACHE_MAX_AGE_MS = 60_000;

/**
 * The Actors of recently seen users, so an authenticated request needs no query for who is asking. Emptied whenever a
 * row an Actor is made of may have changed (a user, a team member's profile, the team permission set, the client
 * communication settings; a customer or agency, whose deletion removes users): by this process at once and again
 * after the commit, by any other process on the PostgreSQL notification of the change. Not used while such
 * notifications could be missed (RowChanges.complete). A load that began before a change is not kept.
 */
@Injectable()
export class ActorCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(private readonly changes: RowChanges) {
    changes.watch([User, TeamMemberProfile, TeamPermissionSet, ClientCommunicationSettings, Customer, Agency], () =>
      this.clear(),
    );
  }

  get(key: string, now = Date.now()): CachedActor | undefined {
    if (!this.changes.complete) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.loadedAt > ACTOR_CACHE_MAX_AGE_MS) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Call before reading the rows of an Actor; hand the answer to `set`. */
  startLoad(): number {
    return this.generation;
  }

  /** Keeps the Actor unless something changed since its load started (`startLoad`). */
  set(key: string, value: CachedActor, loadStarted: number, now = Date.now()): void {
    if (loadStarted !== this.generation || !this.changes.complete) return;
    this.entries.delete(key);
    this.entries.set(key, { ...value, loadedAt: now });
    if (this.entries.size > ACTOR_CACHE_SIZE) this.entries.delete(this.entries.keys().next().value as string);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
