// A small in-process stand-in for the TaskFlow API's comment calls and live gateway, for component tests: real
// HTTP (with CORS, as jsdom's fetch polyfill checks it) and a real socket.io server, so the thread runs through the
// real store, base query, live cache and rooms. It follows the API's rules that the thread relies on: clients never
// get internal comments, a new comment is read by its writer's side, client comments can be turned off (403), a
// thread answers a page (`limit` up to LIST_PAGE_SIZE, `offset`) with the number of all in X-Total-Count.
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketServer } from 'socket.io';
import {
  LIST_PAGE_SIZE,
  LIST_TOTAL_HEADER,
  type ApiErrorCode,
  type FileView,
  type ProjectCommentView,
  type TaskCommentView,
  type User,
  type UserRef,
} from '@taskflow/contracts';
import { parseMultipart } from './files-test-server';

export type StoredComment = TaskCommentView | ProjectCommentView;

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Kind = 'task' | 'project';

/** A reply the test controls: answered when the test releases it (to see pending states). */
export interface HeldReply {
  release: (status?: number) => void;
}

const CLIENT_COMMENTS_OFF = 'Client comments are turned off in the client communication settings';
/** The message of a refusal may be reworded at any time; the screens go by its code. */
const REWORDED = (message: string) => `${message} (reworded)`;

export function userRef(user: Pick<User, 'id' | 'firstName' | 'lastName' | 'userType'>): UserRef {
  return { id: user.id, firstName: user.firstName, lastName: user.lastName, userType: user.userType };
}

export class CommentsTestServer {
  /** The signed-in user the server answers for (the bearer token of the tests is always the same). */
  viewer!: User;
  allowClientComments = true;
  readonly requests: ReceivedRequest[] = [];
  readonly joinedRooms: string[] = [];
  /** Status to answer for a route key ('GET thread', 'POST', 'PUT', 'DELETE', 'PATCH'), instead of doing it. */
  readonly failures = new Map<string, number>();
  /** Route keys whose answer waits until the test releases it. */
  readonly held = new Map<string, HeldReply[]>();
  private readonly holding = new Set<string>();
  private comments: StoredComment[] = [];
  /** Files uploaded as drafts for a comment (POST /api/files), by id. */
  private drafts = new Map<string, FileView>();
  private sequence = 0;
  private http!: HttpServer;
  private io!: SocketServer;

  async start(): Promise<string> {
    this.http = createServer((req, res) => void this.handle(req, res));
    this.io = new SocketServer(this.http, { cors: { origin: '*' } });
    this.io.on('connection', (socket) => {
      for (const kind of ['task', 'project'] as const) {
        socket.on(`join:${kind}`, (body: Record<string, string>, ack?: (answer: unknown) => void) => {
          const room = `${kind}:${body[`${kind}Id`]}`;
          this.joinedRooms.push(room);
          void socket.join(room);
          ack?.({ ok: true });
        });
        socket.on(`leave:${kind}`, (body: Record<string, string>, ack?: (answer: unknown) => void) => {
          void socket.leave(`${kind}:${body[`${kind}Id`]}`);
          ack?.({ ok: true });
        });
      }
      socket.on('presence:list', (_body: unknown, ack?: (answer: unknown) => void) => ack?.({ userIds: [] }));
    });
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.io.disconnectSockets(true);
    this.http.closeAllConnections();
    await this.io.close();
  }

  reset(viewer: User): void {
    this.viewer = viewer;
    this.allowClientComments = true;
    this.requests.length = 0;
    this.joinedRooms.length = 0;
    this.failures.clear();
    this.held.clear();
    this.holding.clear();
    this.comments = [];
    this.drafts.clear();
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

  requestsOf(method: string, pathPattern: RegExp): ReceivedRequest[] {
    return this.requests.filter((request) => request.method === method && pathPattern.test(request.path));
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
    if ('taskId' in comment)
      this.io.to(`task:${comment.taskId}`).emit('comment:task:deleted', {
        commentId: id,
        task: { id: comment.taskId, projectId: comment.task.projectId },
      });
    else
      this.io
        .to(`project:${comment.projectId}`)
        .emit('comment:project:deleted', { commentId: id, project: { id: comment.projectId } });
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
      this.io.to(`task:${comment.taskId}`).emit(`comment:task:${change}`, {
        comment,
        task: { id: comment.taskId, title: comment.task.title },
        project: { id: comment.task.projectId, name: 'Project' },
      });
    } else {
      this.io
        .to(`project:${comment.projectId}`)
        .emit(`comment:project:${change}`, { comment, project: comment.project });
    }
  }

  private isClient(): boolean {
    return this.viewer.userType === 'client';
  }

  private visible(kind: Kind, parentId: string, includeInternal: boolean): StoredComment[] {
    const key = kind === 'task' ? 'taskId' : 'projectId';
    return this.comments
      .filter((comment) => (comment as unknown as Record<string, string>)[key] === parentId)
      .filter((comment) => !comment.isInternal || (includeInternal && !this.isClient()))
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Expose-Headers', LIST_TOTAL_HEADER);
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const contentType = req.headers['content-type'] ?? '';
    if (contentType.startsWith('multipart/form-data')) return this.draft(res, parseMultipart(contentType, raw));
    const body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined;
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, query: url.searchParams, body });

    const key = routeKey(method, url.pathname);
    if (this.holding.has(key)) {
      const status = await new Promise<number | undefined>((resolve) => {
        const list = this.held.get(key) ?? [];
        list.push({ release: resolve });
        this.held.set(key, list);
      });
      if (status !== undefined && status >= 400) return this.error(res, status, 'Held and failed');
    }
    const failure = this.failures.get(key);
    if (failure) return this.error(res, failure, 'Something went wrong');
    this.route(method, url, body, res);
  }

  private route(method: string, url: URL, body: Record<string, unknown> | undefined, res: ServerResponse): void {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/client-communication-settings/portal') {
      return json(res, 200, { allowClientComments: this.allowClientComments, requireApprovalForUpdates: true });
    }
    if (method === 'GET' && path === '/api/comments/unread-count') {
      const flag = this.isClient() ? 'isReadByClient' : 'isReadByTeam';
      const unread = this.comments.filter((c) => !c[flag] && (!this.isClient() || !c.isInternal));
      return json(res, 200, { count: unread.length });
    }
    const read = /^\/api\/comments\/(tasks|projects)\/(read|unread)\/(team|client)$/.exec(path);
    if (method === 'PATCH' && read) {
      const side = read[3] as 'team' | 'client';
      if ((side === 'client') !== this.isClient()) return this.error(res, 403, 'Wrong side');
      const ids = new Set((body?.commentIds as string[]) ?? []);
      const flag = side === 'team' ? 'isReadByTeam' : 'isReadByClient';
      const changed = this.comments.filter((comment) => ids.has(comment.id));
      for (const comment of changed) comment[flag] = read[2] === 'read';
      return json(res, 200, { updated: changed.length });
    }
    const thread = /^\/api\/comments\/(tasks|projects)\/([^/]+)$/.exec(path);
    const kind: Kind = thread?.[1] === 'tasks' || path === '/api/comments/tasks' ? 'task' : 'project';
    if (method === 'GET' && thread) {
      const all = this.visible(kind, thread[2], url.searchParams.get('includeInternal') === 'true');
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? LIST_PAGE_SIZE), LIST_PAGE_SIZE);
      res.setHeader(LIST_TOTAL_HEADER, String(all.length));
      return json(res, 200, all.slice(offset, offset + limit));
    }
    if (method === 'POST' && /^\/api\/comments\/(tasks|projects)$/.test(path)) {
      if (this.isClient() && !this.allowClientComments)
        return this.error(res, 403, REWORDED(CLIENT_COMMENTS_OFF), 'CLIENT_COMMENTS_DISABLED');
      const parentId = String(kind === 'task' ? body?.taskId : body?.projectId);
      const attachments = ((body?.attachmentIds as string[] | undefined) ?? []).map((id) => this.drafts.get(id));
      if (attachments.some((file) => !file)) return this.error(res, 400, 'Attach only files you uploaded');
      const content = String(body?.content ?? '').trim();
      if (!content && attachments.length === 0) return this.error(res, 400, 'Comment must not be empty');
      const comment = this.seed(kind, parentId, userRef(this.viewer), {
        content,
        isInternal: body?.isInternal === true,
        createdAt: new Date().toISOString(),
        attachments: attachments as FileView[],
      });
      this.announce(comment);
      return json(res, 201, comment);
    }
    if ((method === 'PUT' || method === 'DELETE') && thread) {
      const comment = this.commentById(thread[2]);
      if (!comment) return this.error(res, 404, 'Comment not found');
      if (method === 'DELETE') {
        this.comments = this.comments.filter((other) => other.id !== comment.id);
        res.writeHead(204);
        res.end();
        return;
      }
      const content = String(body?.content ?? '').trim();
      if (!content && !comment.attachments?.length) return this.error(res, 400, 'Comment must not be empty');
      comment.content = content;
      return json(res, 200, comment);
    }
    this.error(res, 404, `No route ${method} ${path}`);
  }

  /** POST /api/files: a draft for the comment being written. */
  private draft(res: ServerResponse, upload: { fileName: string; content: Buffer } | null): void {
    if (!upload) return this.error(res, 400, 'Choose a file to upload');
    this.sequence += 1;
    const id = `00000000-0000-4000-9000-${String(this.sequence).padStart(12, '0')}`;
    const file: FileView = {
      id,
      fileName: upload.fileName,
      mimeType: 'application/pdf',
      size: upload.content.length,
      url: `/api/files/${id}`,
      previewUrl: null,
      uploadedBy: userRef(this.viewer),
      createdAt: new Date().toISOString(),
    };
    this.drafts.set(id, file);
    json(res, 201, file);
  }

  private error(res: ServerResponse, status: number, message: string, code?: ApiErrorCode): void {
    json(res, status, { statusCode: status, message, error: 'Error', ...(code ? { code } : {}) });
  }
}

/** 'GET thread' for thread reads, else the method (PATCH, POST, PUT, DELETE) or 'GET portal' / 'GET unread'. */
function routeKey(method: string, path: string): string {
  if (method !== 'GET') return method;
  if (path.endsWith('/portal')) return 'GET portal';
  if (path.endsWith('/unread-count')) return 'GET unread';
  return 'GET thread';
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
