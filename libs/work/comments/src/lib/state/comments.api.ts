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

function threadTag({ kind, id, includeInternal }: CommentThreadArgs): LiveTag {
  const options = includeInternal ? undefined : { internal: false };
  return kind === 'task' ? liveTags.taskComments(id, options) : liveTags.projectComments(id, options);
}

const byCreatedAt = (a: CommentView, b: CommentView) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

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
      async onQueryStarted({ target }, { dispatch, getState, queryFulfilled }) {
        const created = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!created) return;
        for (const args of cachedThreads(getState(), target)) {
          if (created.isInternal && !args.includeInternal) continue;
          dispatch(
            commentsApi.util.updateQueryData('commentThread', args, (thread) => {
              if (thread.some((comment) => comment.id === created.id)) return;
              thread.push(created);
              thread.sort(byCreatedAt);
            }),
          );
        }
      },
    }),

    /** PUT /comments/{tasks|projects}/{id}: the author's own comments only. */
    updateComment: build.mutation<CommentView, UpdateCommentArgs>({
      query: ({ target, commentId, content, isInternal }) => {
        const body: UpdateCommentRequest = isInternal === undefined ? { content } : { content, isInternal };
        return { url: `${threadPath(target.kind)}/${encodeURIComponent(commentId)}`, method: 'PUT', body };
      },
      async onQueryStarted({ target, commentId }, { dispatch, getState, queryFulfilled }) {
        const updated = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (!updated) return;
        for (const args of cachedThreads(getState(), target)) {
          dispatch(
            commentsApi.util.updateQueryData('commentThread', args, (thread) => {
              const index = thread.findIndex((comment) => comment.id === commentId);
              if (index < 0) return;
              if (updated.isInternal && !args.includeInternal) thread.splice(index, 1);
              else thread[index] = updated;
            }),
          );
        }
      },
    }),

    /** DELETE /comments/{tasks|projects}/{id} (204): authors their own, admins any. */
    deleteComment: build.mutation<null, DeleteCommentArgs>({
      query: ({ target, commentId }) => ({
        url: `${threadPath(target.kind)}/${encodeURIComponent(commentId)}`,
        method: 'DELETE',
      }),
      async onQueryStarted({ target, commentId }, { dispatch, getState, queryFulfilled }) {
        const deleted = await queryFulfilled.then(() => true).catch(() => false);
        if (!deleted) return;
        for (const args of cachedThreads(getState(), target)) {
          dispatch(
            commentsApi.util.updateQueryData('commentThread', args, (thread) =>
              thread.filter((comment) => comment.id !== commentId),
            ),
          );
        }
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
      async onQueryStarted({ target, side, commentIds, read = true }, { dispatch, getState, queryFulfilled }) {
        const flag = side === 'team' ? 'isReadByTeam' : 'isReadByClient';
        const wanted = new Set(commentIds);
        const threads = cachedThreads(getState(), target);
        const before = new Map<string, boolean>();
        for (const args of threads) {
          for (const comment of commentsApi.endpoints.commentThread.select(args)(getState()).data ?? []) {
            if (wanted.has(comment.id) && !before.has(comment.id)) before.set(comment.id, comment[flag]);
          }
        }
        const setFlags = (valueOf: (id: string) => boolean | undefined) => {
          for (const args of threads) {
            dispatch(
              commentsApi.util.updateQueryData('commentThread', args, (thread) => {
                for (const comment of thread) {
                  const value = wanted.has(comment.id) ? valueOf(comment.id) : undefined;
                  if (value !== undefined) comment[flag] = value;
                }
              }),
            );
          }
        };
        setFlags(() => read);
        try {
          await queryFulfilled;
        } catch {
          setFlags((id) => before.get(id));
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

/** The cached queries of one thread (with and without internal comments). */
function cachedThreads(state: unknown, target: CommentTarget): CommentThreadArgs[] {
  return commentsApi.util
    .selectCachedArgsForQuery(state as Parameters<typeof commentsApi.util.selectCachedArgsForQuery>[0], 'commentThread')
    .filter((args) => args.kind === target.kind && args.id === target.id);
}

export const {
  useCommentThreadQuery,
  useCreateCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useMarkCommentsReadMutation,
  useUnreadCommentCountQuery,
  useClientPortalSettingsQuery,
} = commentsApi;
