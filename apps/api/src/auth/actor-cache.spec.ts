import { allFlags, type Actor } from '../authorization/actor';
import type { RowChanges } from '../tenancy/row-changes.service';
import { ACTOR_CACHE_MAX_AGE_MS, ACTOR_CACHE_SIZE, ActorCache, type CachedActor } from './actor-cache';

/** RowChanges as the cache sees it: one watch, and whether changes made elsewhere reach this process. */
class FakeRowChanges {
  complete = true;
  private listener: () => void = () => undefined;
  watch(_entities: unknown[], listener: () => void): void {
    this.listener = listener;
  }
  change(): void {
    this.listener();
  }
}

const actor = (userId: string): CachedActor => ({
  actor: {
    userId,
    serviceProviderId: 'p1',
    userType: 'team',
    clientCompanyId: null,
    permissions: allFlags(true),
    clientRules: {
      allowClientComments: true,
      requireApprovalForUpdates: true,
      clientPortalAccess: true,
      clientVisibilityDefault: false,
    },
  } satisfies Actor,
  sessionVersion: 0,
});

describe('ActorCache', () => {
  let changes: FakeRowChanges;
  let cache: ActorCache;

  beforeEach(() => {
    changes = new FakeRowChanges();
    cache = new ActorCache(changes as unknown as RowChanges);
  });

  it('keeps a loaded Actor until a row it is made of changes', () => {
    cache.set('p1:u1', actor('u1'), cache.startLoad());
    expect(cache.get('p1:u1')?.actor.userId).toBe('u1');
    changes.change();
    expect(cache.get('p1:u1')).toBeUndefined();
  });

  it('does not keep an Actor whose load began before a change', () => {
    const started = cache.startLoad();
    changes.change();
    cache.set('p1:u1', actor('u1'), started);
    expect(cache.get('p1:u1')).toBeUndefined();
    cache.set('p1:u1', actor('u1'), cache.startLoad());
    expect(cache.get('p1:u1')).toBeDefined();
  });

  it('answers nothing, and keeps nothing, while changes made elsewhere could be missed', () => {
    cache.set('p1:u1', actor('u1'), cache.startLoad());
    changes.complete = false;
    expect(cache.get('p1:u1')).toBeUndefined();
    cache.set('p1:u2', actor('u2'), cache.startLoad());
    changes.complete = true;
    expect(cache.get('p1:u2')).toBeUndefined();
  });

  it('lets an Actor go after the maximum age', () => {
    cache.set('p1:u1', actor('u1'), cache.startLoad(), 1_000);
    expect(cache.get('p1:u1', 1_000 + ACTOR_CACHE_MAX_AGE_MS)).toBeDefined();
    expect(cache.get('p1:u1', 1_001 + ACTOR_CACHE_MAX_AGE_MS)).toBeUndefined();
  });

  it('keeps at most ACTOR_CACHE_SIZE Actors, dropping the oldest', () => {
    const started = cache.startLoad();
    for (let index = 0; index <= ACTOR_CACHE_SIZE; index += 1) cache.set(`p1:u${index}`, actor(`u${index}`), started);
    expect(cache.size).toBe(ACTOR_CACHE_SIZE);
    expect(cache.get('p1:u0')).toBeUndefined();
    expect(cache.get(`p1:u${ACTOR_CACHE_SIZE}`)).toBeDefined();
  });
});
