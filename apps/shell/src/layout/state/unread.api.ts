import { api, liveTags } from '@taskflow/store';

/**
 * Total unread count of the current user from GET /conversations ({conversations, totalUnread}).
 * A plain list of conversations is summed up from their unreadCount.
 */
export function totalUnreadOf(body: unknown): number {
  if (Array.isArray(body)) {
    return body.reduce(
      (sum: number, item) => sum + Math.max(Number((item as { unreadCount?: unknown })?.unreadCount) || 0, 0),
      0,
    );
  }
  if (typeof body === 'object' && body !== null) {
    const { totalUnread, conversations } = body as { totalUnread?: unknown; conversations?: unknown };
    if (typeof totalUnread === 'number' && Number.isFinite(totalUnread)) return Math.max(totalUnread, 0);
    if (Array.isArray(conversations)) return totalUnreadOf(conversations);
  }
  return 0;
}

export const unreadApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadMessageCount: build.query<number, void>({
      query: () => '/conversations',
      transformResponse: totalUnreadOf,
      // unread_count:updated (kind messages) sets the cached count: no refetch while live.
      providesTags: [liveTags.unreadCount('messages')],
    }),
    /** Unread task and project comments of the user's side (GET /comments/unread-count → {count}). */
    getSidebarUnreadCommentCount: build.query<number, void>({
      query: () => '/comments/unread-count',
      transformResponse: (body: unknown) => {
        const count = (body as { count?: unknown } | null)?.count;
        return typeof count === 'number' && Number.isFinite(count) ? Math.max(count, 0) : 0;
      },
      // unread_count:updated (kind comments) sets the cached count.
      providesTags: [liveTags.unreadCount('comments')],
    }),
  }),
});

export const { useGetUnreadMessageCountQuery, useGetSidebarUnreadCommentCountQuery } = unreadApi;
