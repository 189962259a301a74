import type { FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import { LIST_PAGE_SIZE, LIST_TOTAL_HEADER } from '@taskflow/contracts';

/** A queryFn's `baseQuery` (or any call answering like one). */
type PageQuery<E> = (
  path: string,
) => QueryReturnValue<unknown, E, unknown> | PromiseLike<QueryReturnValue<unknown, E, unknown>>;
type Answer<T, E> = { data: T; error?: undefined } | { error: E; data?: undefined };

/**
 * Every row of a paged list. Lists (tasks, projects, comments, users, customers, chat partners, team members) answer
 * at most LIST_PAGE_SIZE rows a call and the number of all in the X-Total-Count header; a screen that shows a whole
 * list (a project's board) reads the first page, then the others side by side. A row that moved between pages while
 * they were read is kept once.
 */
export async function fetchAllPages<T extends { id: string }, E>(
  baseQuery: PageQuery<E>,
  path: string,
): Promise<Answer<T[], E>> {
  return fetchAllPagesOf<T[], T, E>(
    baseQuery,
    path,
    (page) => page,
    (_first, rows) => rows,
  );
}

/**
 * Like fetchAllPages for a list page answered inside an object (the team overview's `members`): `rowsOf` finds a
 * page's rows in its answer, `withRows` answers the first page's object holding the rows of every page.
 */
export async function fetchAllPagesOf<B, T extends { id: string }, E>(
  baseQuery: PageQuery<E>,
  path: string,
  rowsOf: (answer: B) => T[],
  withRows: (first: B, rows: T[]) => B,
): Promise<Answer<B, E>> {
  const pageAt = async (offset: number) =>
    await baseQuery(`${path}${path.includes('?') ? '&' : '?'}limit=${LIST_PAGE_SIZE}&offset=${offset}`);
  const first = await pageAt(0);
  if (first.error !== undefined) return { error: first.error };
  const rows = [...rowsOf(first.data as B)];
  const total = Number((first.meta as FetchBaseQueryMeta | undefined)?.response?.headers.get(LIST_TOTAL_HEADER));
  const offsets: number[] = [];
  for (let offset = LIST_PAGE_SIZE; Number.isFinite(total) && offset < total; offset += LIST_PAGE_SIZE)
    offsets.push(offset);
  for (const page of await Promise.all(offsets.map(pageAt))) {
    if (page.error !== undefined) return { error: page.error };
    rows.push(...rowsOf(page.data as B));
  }
  const seen = new Set<string>();
  return {
    data: withRows(
      first.data as B,
      rows.filter((row) => !seen.has(row.id) && seen.add(row.id)),
    ),
  };
}
