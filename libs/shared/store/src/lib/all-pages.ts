import type { FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import { LIST_PAGE_SIZE, LIST_TOTAL_HEADER } from '@taskflow/contracts';

/** A queryFn's `baseQuery` (or any call answering like one). */
type PageQuery<E> = (
  path: string,
) => QueryReturnValue<unknown, E, unknown> | PromiseLike<QueryReturnValue<unknown, E, unknown>>;
type AllPages<T, E> = { data: T[]; error?: undefined } | { error: E; data?: undefined };

/**
 * Every row of a paged list. Lists of tasks, projects, comments and users answer at most LIST_PAGE_SIZE rows a call
 * and the number of all in the X-Total-Count header; a screen that shows a whole list (a project's board) reads the
 * first page, then the others side by side. A row that moved between pages while they were read is kept once.
 */
export async function fetchAllPages<T extends { id: string }, E>(
  baseQuery: PageQuery<E>,
  path: string,
): Promise<AllPages<T, E>> {
  const pageAt = async (offset: number) =>
    await baseQuery(`${path}${path.includes('?') ? '&' : '?'}limit=${LIST_PAGE_SIZE}&offset=${offset}`);
  const first = await pageAt(0);
  if (first.error !== undefined) return { error: first.error };
  const rows = [...(first.data as T[])];
  const total = Number((first.meta as FetchBaseQueryMeta | undefined)?.response?.headers.get(LIST_TOTAL_HEADER));
  const offsets: number[] = [];
  for (let offset = LIST_PAGE_SIZE; Number.isFinite(total) && offset < total; offset += LIST_PAGE_SIZE)
    offsets.push(offset);
  for (const page of await Promise.all(offsets.map(pageAt))) {
    if (page.error !== undefined) return { error: page.error };
    rows.push(...(page.data as T[]));
  }
  const seen = new Set<string>();
  return { data: rows.filter((row) => !seen.has(row.id) && seen.add(row.id)) };
}
