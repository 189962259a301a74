import type { DashboardSummaryResponse, RecentActivityItem } from '@taskflow/contracts';
import { api, liveTags } from '@taskflow/store';

/** The dashboard's figures and feed (GET /dashboard, /dashboard/activity) and the unread messages. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardSummary: build.query<DashboardSummaryResponse, string>({
      query: (today) => `/dashboard?today=${today}`,
      // Not a task list (the live cache would insert tasks into it): read on every visit, every minute and on project changes.
      providesTags: [{ type: 'Project', id: 'LIST' }],
    }),
    recentActivity: build.query<RecentActivityItem[], { limit: number; language: 'de' | 'en' }>({
      query: ({ limit, language }) => `/dashboard/activity?limit=${limit}&language=${language}`,
      providesTags: [liveTags.unreadCount('comments')],
    }),
    /** Unread direct messages (GET /conversations → totalUnread), set live by unread_count:updated. */
    dashboardUnreadMessages: build.query<number, void>({
      query: () => '/conversations',
      transformResponse: (body: { totalUnread?: number }) => Math.max(Number(body?.totalUnread) || 0, 0),
      providesTags: [liveTags.unreadCount('messages')],
    }),
  }),
});

export const { useDashboardSummaryQuery, useRecentActivityQuery, useDashboardUnreadMessagesQuery } = dashboardApi;
