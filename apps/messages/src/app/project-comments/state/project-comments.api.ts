import type { CommentOverviewResponse, ProjectCommentDetailResponse } from '@taskflow/contracts';
import { api, liveTags } from '@taskflow/store';

export const projectCommentsApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetCommentOverviewQuery, useGetProjectCommentDetailQuery } = projectCommentsApi;
