import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, type ApiTagType, type RootState } from '@taskflow/store';

export interface Tag {
  type: ApiTagType;
  id?: string | number;
}

/** A cached query with data, and the tag it was found by (what a refetch of it invalidates). */
export interface CachedQuery {
  queryCacheKey: string;
  endpointName: string;
  originalArgs: unknown;
  data: unknown;
  tag: Tag;
}

type Recipe = (draft: unknown) => unknown;
type LiveDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
/** The api has no endpoints of its own: the remotes inject them, so names and args are only known at run time. */
type UpdateAnyQuery = (endpointName: string, args: unknown, recipe: Recipe, updateProvided?: boolean) => never;

/**
 * The cached queries providing each tag, one entry per query (the first matching tag wins). A tag without
 * an id (`{ type }`) matches every query providing a tag of that type, and is narrowed to that query's own tag.
 */
export function cachedQueries(state: RootState, tags: readonly Tag[]): CachedQuery[] {
  const found = new Map<string, CachedQuery>();
  for (const tag of tags) {
    for (const entry of api.util.selectInvalidatedBy(state, [tag])) {
      if (found.has(entry.queryCacheKey)) continue;
      const data = state.api.queries[entry.queryCacheKey]?.data;
      if (data === undefined) continue;
      const ownTag =
        tag.id === undefined
          ? (providedTags(state, entry.queryCacheKey).find((own) => own.type === tag.type) ?? tag)
          : tag;
      found.set(entry.queryCacheKey, { ...entry, data, tag: { type: ownTag.type as ApiTagType, id: ownTag.id } });
    }
  }
  return [...found.values()];
}

function providedTags(state: RootState, queryCacheKey: string): Array<{ type: string; id?: string | number }> {
  const keys = state.api.provided.keys as Record<string, Array<{ type: string; id?: string | number }> | undefined>;
  return keys[queryCacheKey] ?? [];
}

/**
 * What one live event does to the cache: patches of single queries, and refetches (tag invalidation) of
 * queries that could not be patched. Collected first, then dispatched together.
 */
export class CacheWork {
  private readonly patches: Array<{ query: CachedQuery; recipe: Recipe }> = [];
  private readonly refetches = new Map<string, Tag>();

  patch(query: CachedQuery, recipe: Recipe | null): void {
    if (recipe) this.patches.push({ query, recipe });
    else this.refetch(query.tag);
  }

  refetch(tag: Tag): void {
    this.refetches.set(`${tag.type}\u0000${String(tag.id)}`, tag);
  }

  commit(dispatch: LiveDispatch): void {
    const update = api.util.updateQueryData as unknown as UpdateAnyQuery;
    for (const { query, recipe } of this.patches) {
      // updateProvided: an inserted object's tags become the query's (a new task's `Task` tag, …).
      dispatch(update(query.endpointName, query.originalArgs, recipe, true));
    }
    if (this.refetches.size > 0) dispatch(api.util.invalidateTags([...this.refetches.values()]));
  }
}

/** Collects what `apply` does to the cache in the current state, then dispatches it. */
export function runCacheWork(
  getState: () => RootState,
  dispatch: LiveDispatch,
  apply: (state: RootState, work: CacheWork) => void,
): void {
  const work = new CacheWork();
  apply(getState(), work);
  work.commit(dispatch);
}
