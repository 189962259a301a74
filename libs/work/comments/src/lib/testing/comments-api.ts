// The TaskFlow API's comment calls over Mock Service Worker (@taskflow/testing) and its live gateway (the realtime
// lib's test socket), for the thread's tests: the thread runs through the real store, base query, live cache and
// rooms. It follows the API's rules that the thread relies on: clients never get internal comments, a new comment is
// read by its writer's side, client comments can be turned off (403), a thread answers a page (`limit` up to
// LIST_PAGE_SIZE, `offset`) with the number of all in X-Total-Count.
import {
  SERVER_EVENTS,
  type ClientPortalSettingsView,
  type FileView,
  type ProjectCommentCreatedPayload,
  type ProjectCommentDeletedPayload,
  type ProjectCommentView,
  type TaskCommentCreatedPayload,
  type TaskCommentDeletedPayload,
  type TaskCommentView,
  type User,
  type UserRef,
} from '@taskflow/contracts';
import {
  answerUnknownRoutes,
  apiError,
  apiRoute,
  apiRouteOf,
  apiServer,
  listPage,
  noContent,
  type ApiCall,
  type ApiMethod,
} from '@taskflow/testing';
import { LiveGateway } from './live-gateway';

export type StoredComment = TaskCommentView | ProjectCommentView;

type Kind = 'task' | 'project';

/** A reply the test controls: answered when the test releases it (to see pending states), or failed with a status. */
export interface HeldReply {
  release: (status?: number) => void;
}

/** The message of a refusal may be reworded at any time; the screens go by its code. */
const CLIENT_COMMENTS_OFF = 'Client comments are turned off in the client communication settings (reworded)';

export function userRef(user: Pick<User, 'id' | 'firstName' | 'lastName' | 'userType'>): UserRef {
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, userType: user.userType };
}

interface CommentBody {
  taskId?: string;
  projectId?: string;
  content?: string;
  isInternal?: boolean;
  attachmentIds?: string[];
  commentIds?: string[];
}

export class CommentsTestApi {
  allowClientComments = true;
  /** Status to answer for a route key ('GET thread', 'POST', 'PUT', 'DELETE', 'PATCH'), instead of doing it. */
  readonly failures = new Map<string, number>();
  /** Route keys whose answer waits until the test releases it. */
  readonly held = new Map<string, HeldReply[]>();
  private readonly holding = new Set<string>();
  private comments: StoredComment[] = [];
  /** Files uploaded as drafts for a comment (POST /files), by id. */
  private readonly drafts = new Map<string, FileView>();
  private sequence = 0;

  /** `viewer`: the signed-in user the API answers for (the bearer token of the tests is always the same). */
  constructor(
    public viewer: User,
    readonly gateway = new LiveGateway(),
  ) {}

  /** Answers the comment calls (and any other call with 404) for this test. */
  install(): this {
    apiServer.use(...answerUnknownRoutes());
    const route = (method: ApiMethod, path: string, key: string, answer: (call: ApiCall<CommentBody>) => unknown) =>
      apiRouteOf(method, path, (call) => this.answer(key, () => answer(call as ApiCall<CommentBody>)));
    apiServer.use(
      route('get', '/client-communication-settings/portal', 'GET portal', () => this.portalSettings()),
      route('get', '/comments/unread-count', 'GET unread', () => this.unreadCount()),
      ...(['tasks', 'projects'] as const).flatMap((kinds) => {
        const kind: Kind = kinds === 'tasks' ? 'task' : 'project';
        return [
          route('patch', `/comments/${kinds}/:change/:side`, 'PATCH', ({ params, body }) =>
            this.markRead(params['change'], params['side'], body),
          ),
          route('get', `/comments/${kinds}/:id`, 'GET thread', ({ params, query }) =>
            listPage(this.visible(kind, params['id'], query.get('includeInternal') === 'true'), query),
          ),
          route('post', `/comments/${kinds}`, 'POST', ({ body }) => this.create(kind, body)),
          route('put', `/comments/${kinds}/:id`, 'PUT', ({ params, body }) => this.update(params['id'], body)),
          route('delete', `/comments/${kinds}/:id`, 'DELETE', ({ params }) => this.remove(params['id'])),
        ];
      }),
      apiRoute.post<FormData, FileView>('/files', ({ body }) => this.draft(body)),
    );
    return this;
  }

  /** Answers of this route key wait until released (`held.get(key)`). */
  hold(key: string): void {
    this.holding.add(key);
  }

  /** Answers of this route key come at once again. */
  unhold(key: string): void {
    this.holding.delete(key);
    this.held.delete(key);
  }

  /** Puts a comment into the store as if written earlier. */
  seed(kind: Kind, parentId: string, author: UserRef, fields: Partial<StoredComment> = {}): StoredComment {
    const comment = this.build(kind, parentId, author, fields);
    this.comments.push(comment);
    return comment;
  }

  /** Someone else writes a comment now: stored, and sent live to the parent's room. */
  liveComment(kind: Kind, parentId: string, author: UserRef, fields: Partial<StoredComment> = {}): StoredComment {
    const comment = this.seed(kind, parentId, author, { createdAt: new Date().toISOString(), ...fields });
    this.announce(comment);
    return comment;
  }

  /** Someone else deletes a comment now (its files with it): removed, and the parent's room is told. */
  liveDelete(id: string): void {
    const comment = this.commentById(id);
    if (!comment) return;
    this.comments = this.comments.filter((other) => other.id !== id);
    if ('taskId' in comment) {
      const payload: TaskCommentDeletedPayload = {
        commentId: id,
        task: { id: comment.taskId, projectId: comment.task.projectId },
      };
      this.gateway.send(`task:${comment.taskId}`, SERVER_EVENTS.taskCommentDeleted, payload);
    } else {
      const payload: ProjectCommentDeletedPayload = { commentId: id, project: { id: comment.projectId } };
      this.gateway.send(`project:${comment.projectId}`, SERVER_EVENTS.projectCommentDeleted, payload);
    }
  }

  /** Someone else edits their comment now: changed, and the parent's room is told. */
  liveEdit(id: string, content: string): void {
    const comment = this.commentById(id);
    if (!comment) return;
    comment.content = content;
    comment.updatedAt = new Date().toISOString();
    this.announce(comment, 'updated');
  }

  commentById(id: string): StoredComment | undefined {
    return this.comments.find((comment) => comment.id === id);
  }

  /** A held or failing route key answers as the test says; any other does what the API does. */
  private async answer(key: string, perform: () => unknown): Promise<unknown> {
    if (this.holding.has(key)) {
      const status = await new Promise<number | undefined>((release) => {
        this.held.set(key, [...(this.held.get(key) ?? []), { release }]);
      });
      if (status !== undefined && status >= 400) return apiError(status, 'INTERNAL_ERROR');
    }
    const failure = this.failures.get(key);
    if (failure) return apiError(failure, 'INTERNAL_ERROR');
    return perform();
  }

  private portalSettings(): ClientPortalSettingsView {
    return { allowClientComments: this.allowClientComments, requireApprovalForUpdates: true };
  }

  private unreadCount(): { count: number } {
    const flag = this.isClient() ? 'isReadByClient' : 'isReadByTeam';
    return { count: this.comments.filter((c) => !c[flag] && (!this.isClient() || !c.isInternal)).length };
  }

  private markRead(change: string, side: string, body: CommentBody): { updated: number } | Response {
    if ((side === 'client') !== this.isClient()) return apiError(403, 'WRONG_READ_SIDE');
    const ids = new Set(body?.commentIds ?? []);
    const flag = side === 'team' ? 'isReadByTeam' : 'isReadByClient';
    const changed = this.comments.filter((comment) => ids.has(comment.id));
    for (const comment of changed) comment[flag] = change === 'read';
    return { updated: changed.length };
  }

  private create(kind: Kind, body: CommentBody): StoredComment | Response {
    if (this.isClient() && !this.allowClientComments)
      return apiError(403, 'CLIENT_COMMENTS_DISABLED', { message: CLIENT_COMMENTS_OFF });
    const parentId = String(kind === 'task' ? body?.taskId : body?.projectId);
    const attachments = (body?.attachmentIds ?? []).map((id) => this.drafts.get(id));
    if (attachments.some((file) => !file)) return refusal('Attach only files you uploaded');
    const content = String(body?.content ?? '').trim();
    if (!content && attachments.length === 0) return refusal('Comment must not be empty');
    const comment = this.seed(kind, parentId, userRef(this.viewer), {
      content,
      isInternal: body?.isInternal === true,
      createdAt: new Date().toISOString(),
      attachments: attachments as FileView[],
    });
    this.announce(comment);
    return comment;
  }

  private update(id: string, body: CommentBody): StoredComment | Response {
    const comment = this.commentById(id);
    if (!comment) return apiError(404, 'COMMENT_NOT_FOUND', { message: 'Comment not found' });
    const content = String(body?.content ?? '').trim();
    if (!content && !comment.attachments?.length) return refusal('Comment must not be empty');
    comment.content = content;
    return comment;
  }

  private remove(id: string): Response {
    const comment = this.commentById(id);
    if (!comment) return apiError(404, 'COMMENT_NOT_FOUND', { message: 'Comment not found' });
    this.comments = this.comments.filter((other) => other.id !== comment.id);
    return noContent();
  }

  /** POST /files: a draft for the comment being written. */
  private draft(body: FormData | undefined): FileView | Response {
    const upload = body?.get('file');
    if (!(upload instanceof File)) return apiError(400, 'INVALID_UPLOAD', { message: 'Choose a file to upload' });
    this.sequence += 1;
    const id = `00000000-0000-4000-9000-${String(this.sequence).padStart(12, '0')}`;
    const file: FileView = {
      id,
      fileName: upload.name,
      mimeType: 'application/pdf',
      size: upload.size,
      url: `/api/files/${id}`,
      previewUrl: null,
      uploadedBy: userRef(this.viewer),
      createdAt: new Date().toISOString(),
    };
    this.drafts.set(id, file);
    return file;
  }

  private build(kind: Kind, parentId: string, author: UserRef, fields: Partial<StoredComment>): StoredComment {
    this.sequence += 1;
    const createdAt = new Date(Date.UTC(2026, 2, 1, 9, this.sequence)).toISOString();
    const base = {
      id: `00000000-0000-4000-8000-${String(this.sequence).padStart(12, '0')}`,
      content: `Comment ${this.sequence}`,
      isInternal: false,
      isReadByTeam: author.userType !== 'client',
      isReadByClient: author.userType === 'client',
      createdAt,
      updatedAt: createdAt,
      userId: author.id,
      user: author,
    };
    const parent =
      kind === 'task'
        ? { taskId: parentId, task: { id: parentId, title: `Task ${parentId}`, projectId: 'project-1' } }
        : { projectId: parentId, project: { id: parentId, name: `Project ${parentId}` } };
    return { ...base, ...parent, ...fields } as StoredComment;
  }

  private announce(comment: StoredComment, change: 'created' | 'updated' = 'created'): void {
    if ('taskId' in comment) {
      const payload: TaskCommentCreatedPayload = {
        comment,
        task: { id: comment.taskId, title: comment.task.title },
        project: { id: comment.task.projectId, name: 'Project' },
      };
      const event = change === 'created' ? SERVER_EVENTS.taskCommentCreated : SERVER_EVENTS.taskCommentUpdated;
      this.gateway.send(`task:${comment.taskId}`, event, payload);
    } else {
      const payload: ProjectCommentCreatedPayload = { comment, project: comment.project };
      const event = change === 'created' ? SERVER_EVENTS.projectCommentCreated : SERVER_EVENTS.projectCommentUpdated;
      this.gateway.send(`project:${comment.projectId}`, event, payload);
    }
  }

  private isClient(): boolean {
    return this.viewer.userType === 'client';
  }

  private visible(kind: Kind, parentId: string, includeInternal: boolean): StoredComment[] {
    return this.comments
      .filter((comment) =>
        'taskId' in comment
          ? kind === 'task' && comment.taskId === parentId
          : kind === 'project' && comment.projectId === parentId,
      )
      .filter((comment) => !comment.isInternal || (includeInternal && !this.isClient()))
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  }
}

/** A 400 of the API's validation (the thread shows its own text for these). */
function refusal(message: string): Response {
  return apiError(400, 'VALIDATION_FAILED', { message });
}
