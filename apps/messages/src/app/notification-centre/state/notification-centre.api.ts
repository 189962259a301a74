import type { NotificationPage, NotificationUnreadCount, NotificationView } from '@taskflow/contracts';
import { api, liveTags } from '@taskflow/store';

/** Entries per page of the panel ("show more" asks for the next). */
export const NOTIFICATION_PAGE_SIZE = 20;

type Pages = { pages: NotificationPage[] };

/** Marks entries read in the loaded pages (the same change notification:read makes in other tabs). */
function markInPages(draft: Pages, read: (item: NotificationView) => boolean, readAt: string, unreadCount: number) {
  for (const page of draft.pages) {
    page.unreadCount = unreadCount;
    for (const item of page.items) if (item.readAt === null && read(item)) item.readAt = readAt;
  }
}

/**
 * The person's notification centre (apps/api/README.md "Notification model"): its pages, newest first, each with the
 * unread count the bell shows; `liveTags.notifications()` keeps them live (notification:created, notification:read).
 */
export const notificationCentreApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationPages: build.infiniteQuery<NotificationPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/notifications',
        params: { limit: NOTIFICATION_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      providesTags: [liveTags.notifications()],
    }),

    markNotificationRead: build.mutation<NotificationUnreadCount, string>({
      query: (id) => ({ url: `/notifications/${id}/read`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        const readAt = new Date().toISOString();
        dispatch(
          notificationCentreApi.util.updateQueryData('notificationPages', undefined, (draft) =>
            markInPages(draft, (item) => item.id === id, readAt, data.unreadCount),
          ),
        );
      },
    }),

    markAllNotificationsRead: build.mutation<NotificationUnreadCount, void>({
      query: () => ({ url: '/notifications/read-all', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        const readAt = new Date().toISOString();
        dispatch(
          notificationCentreApi.util.updateQueryData('notificationPages', undefined, (draft) =>
            markInPages(draft, () => true, readAt, data.unreadCount),
          ),
        );
      },
    }),
  }),
});

export const {
  useNotificationPagesInfiniteQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationCentreApi;
