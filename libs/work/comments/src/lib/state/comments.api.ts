import type {
  ClientPortalSettingsView,
  CommentReadStateRequest,
  CommentReadStateResponse,
  CreateProjectCommentRequest,
  CreateTaskCommentRequest,
  UnreadCommentCountResponse,
  UpdateCommentRequest,
} from '@taskflow/contracts';
import type { ApiRequestError } from '@taskflow/auth';
import { cacheUpdates, cachedComments } from '@taskflow/realtime';
import { api, fetchAllPages, liveTags, type LiveTag } from '@taskflow/store';
import { threadPath, type CommentTarget, type CommentView, type ReadSide } from '../utils/comment-target';

/** A thread as one query: team members ask for internal comments too, clients never do. */
export interface CommentThreadArgs extends CommentTarget {
  includeInternal: boolean;
}

export interface CreateCommentArgs {
  target: CommentTarget;
  content: string;
  /** Team side only; the server refuses internal comments from clients. */
  isInternal: boolean;
  /** Drafts uploaded for this task or project (POST /api/files with target task-comment / project-comment). */
  attachmentIds?: string[];
}

export interface UpdateCommentArgs {
  target: CommentTarget;
  commentId: string;
  content: string;
  isInternal?: boolean;
}

export interface DeleteCommentArgs {
  target: CommentTarget;
  commentId: string;
}

export interface CommentReadArgs {
  target: CommentTarget;
  /** The caller's own side; the server refuses the other one. */
  side: ReadSide;
  commentIds: string[];
  /** Default true (read); false marks them unread. */
  read?: boolean;
}

/** The portal settings are part of the client communication settings (saving those refreshes this too). */
const PORTAL_SETTINGS_TAG = { type: 'CommunicationSettings', id: 'PORTAL' } as const;

function threadTag({ kind, id, includeInternal }: CommentThreadArgs): LiveTag<'TaskComments' | 'ProjectComments'> {
  const options = includeInternal ? undefined : { internal: false };
  return kind === 'task' ? liveTags.taskComments(id, options) : liveTags.projectComments(id, options);
}

/**
 * The comment calls (apps/api/README.md#comments) on the one api of @taskflow/store. Each remote that uses this
 * lib bundles its own copy, so the same endpoints may be injected twice: the definitions are equal (one API
 * contract), and overriding keeps the console quiet. A breaking change to an endpoint gets a new name.
 */
export const commentsApi = api.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    /**
     * GET /comments/{tasks|projects}/{id}[?includeInternal=true], oldest first, every page of it (the list answers
     * pages of LIST_PAGE_SIZE); live through its thread tag.
     */
    commentThread: build.query<CommentView[], CommentThreadArgs>({
      queryFn: ({ kind, id, includeInternal }, _api, _extra, baseQuery) =>
        fetchAllPages<CommentView, ApiRequestError>(
          baseQuery,
          `${threadPath(kind)}/${encodeURIComponent(id)}${includeInternal ? '?includeInternal=true' : ''}`,
        ),
      providesTags: (_comments, _error, args) => [threadTag(args)],
    }),

    /** POST /comments/{tasks|projects}; the answer goes into the open threads (once, even if the live event came first). */
    createComment: build.mutation<CommentView, CreateCommentArgs>({
      query: ({ target, content, isInternal, attachmentIds }) => {
        const files = attachmentIds && attachmentIds.length > 0 ? { attachmentIds } : {};
        const body: CreateTaskCommentRequest | CreateProjectCommentRequest =
          target.kind === 'task'
            ? { taskId: target.id, content, isInternal, ...files }
            : { projectId: target.id, content, isInternal, ...files };
        return { url: threadPath(target.kind), method: 'POST', body };
      },
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const created = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (created) dispatch(cacheUpdates.commentSaved(created, 'created'));
      },
    }),

    /** PUT /comments/{tasks|projects}/{id}: the author's own comments only. */
    updateComment: build.mutation<CommentView, UpdateCommentArgs>({
      query: ({ target, commentId, content, isInternal }) => {
        const body: UpdateCommentRequest = isInternal === undefined ? { content } : { content, isInternal };
        return { url: `${threadPath(target.kind)}/${encodeURIComponent(commentId)}`, method: 'PUT', body };
      },
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const updated = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (updated) dispatch(cacheUpdates.commentSaved(updated, 'edited'));
      },
    }),

    /** DELETE /comments/{tasks|projects}/{id} (204): authors their own, admins any. */
    deleteComment: build.mutation<null, DeleteCommentArgs>({
      query: ({ target, commentId }) => ({
        url: `${threadPath(target.kind)}/${encodeURIComponent(commentId)}`,
        method: 'DELETE',
      }),
      async onQueryStarted({ target, commentId }, { dispatch, queryFulfilled }) {
        const deleted = await queryFulfilled.then(() => true).catch(() => false);
        if (deleted) dispatch(cacheUpdates.commentDeleted(target.kind, commentId));
      },
    }),

    /**
     * PATCH /comments/{tasks|projects}/{read|unread}/{team|client} (docs/roles-and-permissions.md#read-state-of-comments): the flags change in the
     * open threads at once, go back to what they were when the call fails, and the unread count is refreshed
     * after it succeeds.
     */
    markCommentsRead: build.mutation<CommentReadStateResponse, CommentReadArgs>({
      query: ({ target, side, commentIds, read = true }) => {
        const body: CommentReadStateRequest = { commentIds };
        return { url: `${threadPath(target.kind)}/${read ? 'read' : 'unread'}/${side}`, method: 'PATCH', body };
      },
      async onQueryStarted({ side, commentIds, read = true }, { dispatch, getState, queryFulfilled }) {
        const flag = side === 'team' ? 'isReadByTeam' : 'isReadByClient';
        const before = cachedComments(getState(), commentIds);
        dispatch(cacheUpdates.commentsReadSet(commentIds, side, read));
        try {
          await queryFulfilled;
        } catch {
          for (const wasRead of [true, false]) {
            const ids = commentIds.filter((id) => before.get(id)?.[flag] === wasRead);
            if (ids.length > 0) dispatch(cacheUpdates.commentsReadSet(ids, side, wasRead));
          }
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [liveTags.unreadCount('comments')]),
    }),

    /** GET /comments/unread-count: unread task and project comments of the viewer's side; set live by unread_count:updated. */
    unreadCommentCount: build.query<number, void>({
      query: () => '/comments/unread-count',
      transformResponse: (body: UnreadCommentCountResponse) => body.count,
      providesTags: [liveTags.unreadCount('comments')],
    }),

    /** GET /client-communication-settings/portal: what the agency lets its clients do (e.g. write comments). */
    clientPortalSettings: build.query<ClientPortalSettingsView, void>({
      query: () => '/client-communication-settings/portal',
      providesTags: [PORTAL_SETTINGS_TAG],
    }),
  }),
});

export const {
  useCommentThreadQuery,
  useCreateCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useMarkCommentsReadMutation,
  useUnreadCommentCountQuery,
  useClientPortalSettingsQuery,
} = commentsApi;
