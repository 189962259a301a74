import {
  BOARD_PAGE_SIZE,
  TASK_STATUSES,
  type BoardColumnView,
  type BoardQuery,
  type ProjectBoardView,
} from '@taskflow/contracts';
import { api, liveTags, type BoardColumnArgs, type BoardCounts, type BoardCountsArgs } from '@taskflow/store';

/** The board route's query string for these args (empty values are left out). */
export function boardQueryString(args: BoardCountsArgs, extra: BoardQuery = {}): string {
  const query: BoardQuery = { ...args.filters, ...extra, today: args.today };
  if (args.clientView) query.clientView = 'true';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  return params.toString();
}

/**
 * The board by column: each column's cards page by page in the board's order (an infinite query per column), and the
 * exact counts of all columns. Both are kept live by the live cache (their board tags), so a moved, created or
 * deleted task lands where the API then holds it.
 */
export const boardApi = api.injectEndpoints({
  endpoints: (build) => ({
    boardColumn: build.infiniteQuery<BoardColumnView, BoardColumnArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) =>
        `/tasks/project/${queryArg.projectId}/board?${boardQueryString(queryArg, {
          status: queryArg.status,
          limit: BOARD_PAGE_SIZE,
          ...(pageParam ? { cursor: pageParam } : {}),
        })}`,
      transformResponse: (board: ProjectBoardView) => board.columns[0],
      providesTags: (_pages, _error, args) => [liveTags.boardColumn(args.projectId)],
    }),
    boardCounts: build.query<BoardCounts, BoardCountsArgs>({
      query: (args) => `/tasks/project/${args.projectId}/board?${boardQueryString(args, { limit: 0 })}`,
      transformResponse: (board: ProjectBoardView) =>
        Object.fromEntries(
          TASK_STATUSES.map((status) => [status, board.columns.find((one) => one.status === status)?.total ?? 0]),
        ) as BoardCounts,
      providesTags: (_counts, _error, args) => [liveTags.boardCounts(args.projectId)],
    }),
  }),
});

export const { useBoardColumnInfiniteQuery, useBoardCountsQuery } = boardApi;
