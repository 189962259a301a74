import type {
  CommentOverviewResponse,
  ProjectCommentDetailResponse,
  UnreadCommentCountResponse,
} from '@taskflow/contracts';
import { api, liveTags } from '@taskflow/store';

export const projectCommentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The unread total of the caller's side; unread_count:updated (kind comments) sets it live. */
    getUnreadCommentCount: build.query<UnreadCommentCountResponse, void>({
      query: () => '/comments/unread-count',
      providesTags: [liveTags.unreadCount('comments')],
    }),

    /**
     * The project sidebar's counts. It has no total of its own, so unread_count:updated (which the server
     * sends on every new comment and read mark concerning the user) makes it reload, as do new comments in
     * the rooms the page holds.
     */
    getCommentOverview: build.query<CommentOverviewResponse, void>({
      query: () => '/comments/overview',
      providesTags: (result) => [
        liveTags.unreadCount('comments'),
        ...(result?.projects ?? []).flatMap((entry) => [
          liveTags.projectComments(entry.project.id),
          liveTags.projectTaskComments(entry.project.id),
        ]),
      ],
    }),

    /** One project's tasks with their counts; task changes (title, status) come in live. */
    getProjectCommentDetail: build.query<ProjectCommentDetailResponse, string>({
      query: (projectId) => `/comments/overview/${projectId}`,
      providesTags: (result, _error, projectId) => [
        liveTags.unreadCount('comments'),
        liveTags.projectComments(projectId),
        liveTags.projectTaskComments(projectId),
        ...liveTags.tasks(result?.tasks),
      ],
    }),
  }),
});

export const { useGetUnreadCommentCountQuery, useGetCommentOverviewQuery, useGetProjectCommentDetailQuery } =
  projectCommentsApi;
