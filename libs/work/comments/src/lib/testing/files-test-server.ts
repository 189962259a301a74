// A small in-process stand-in for the TaskFlow API's file calls and live gateway, for component tests: real HTTP
// (multipart uploads over XMLHttpRequest, with CORS and credentials as jsdom checks them) and a real socket.io server,
// so uploads, lists and live events run through the real store, base query, live cache and rooms. It follows the API
// rules the file components rely on: an expired token answers 401 until refreshed, uploads may be refused (403, 413),
// a task's attachments change live for everyone in its room.
import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketServer } from 'socket.io';
import type { ApiErrorCode, FileTarget, FileView, UserRef } from '@taskflow/contracts';

export interface StoredTestFile extends FileView {
  target: FileTarget;
  parentId: string;
  content: Buffer;
}

/** A reply the test controls: answered when the test releases it (to see an upload in flight). */
export interface HeldUpload {
  release: () => void;
}

/** The token the server accepts; any other bearer token answers 401 until POST /auth/refresh hands this one out. */
export const VALID_TOKEN = 'test-token';
export const FRESH_TOKEN = 'fresh-token';

export class FilesTestServer {
  uploader!: UserRef;
  /** Status, code and message to refuse every upload with (e.g. 413, 403), instead of storing it. */
  refuseUploads: { status: number; code?: ApiErrorCode; message: string } | null = null;
  /** Answer GET /files/task/{id} with 500 (the list's error state). */
  failList = false;
  readonly files: StoredTestFile[] = [];
  readonly deleted: string[] = [];
  readonly held: HeldUpload[] = [];
  /** Rooms sockets joined, in order ('task:{id}'). */
  readonly joinedRooms: string[] = [];
  /** Uploads whose connection the browser closed before they were answered. */
  abortedUploads = 0;
  /** Every upload that arrived, as "name with token". */
  uploadAttempts: string[] = [];
  refreshes = 0;
  private holding = false;
  private acceptedTokens = new Set([VALID_TOKEN]);
  private sequence = 0;
  private http!: HttpServer;
  private io!: SocketServer;

  async start(): Promise<string> {
    this.http = createServer((req, res) => {
      if (!req.url?.startsWith('/socket.io')) void this.handle(req, res);
    });
    this.io = new SocketServer(this.http, { cors: { origin: '*' } });
    this.io.on('connection', (socket) => {
      socket.on('join:task', (body: { taskId: string }, ack?: (answer: unknown) => void) => {
        void socket.join(`task:${body.taskId}`);
        this.joinedRooms.push(`task:${body.taskId}`);
        ack?.({ ok: true });
      });
      socket.on('leave:task', (body: { taskId: string }, ack?: (answer: unknown) => void) => {
        void socket.leave(`task:${body.taskId}`);
        ack?.({ ok: true });
      });
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

  reset(uploader: UserRef): void {
    this.uploader = uploader;
    this.refuseUploads = null;
    this.failList = false;
    this.files.length = 0;
    this.deleted.length = 0;
    this.held.length = 0;
    this.joinedRooms.length = 0;
    this.abortedUploads = 0;
    this.uploadAttempts = [];
    this.refreshes = 0;
    this.holding = false;
    this.acceptedTokens = new Set([VALID_TOKEN]);
  }

  /** Uploads wait (after their body arrived) until the test releases them. */
  holdUploads(hold = true): void {
    this.holding = hold;
  }

  /** The session's access token expired: requests with it answer 401 until the browser refreshes it. */
  expireToken(): void {
    this.acceptedTokens = new Set([FRESH_TOKEN]);
  }

  /** A file someone else attached earlier. */
  seed(taskId: string, fileName: string, by: UserRef): StoredTestFile {
    return this.store('task', taskId, fileName, Buffer.from('%PDF-1.4\n'), by);
  }

  /** Someone else attaches a file now: stored, and sent live to the task's room. */
  liveAttach(taskId: string, fileName: string, by: UserRef): StoredTestFile {
    const file = this.seed(taskId, fileName, by);
    this.io
      .to(`task:${taskId}`)
      .emit('task:attachment:added', { task: { id: taskId, projectId: 'p1' }, file: view(file) });
    return file;
  }

  /** Someone else removes a file now. */
  liveRemove(taskId: string, fileId: string): void {
    this.files.splice(
      this.files.findIndex((file) => file.id === fileId),
      1,
    );
    this.io.to(`task:${taskId}`).emit('task:attachment:removed', { task: { id: taskId, projectId: 'p1' }, fileId });
  }

  taskFiles(taskId: string): StoredTestFile[] {
    return this.files.filter((file) => file.target === 'task' && file.parentId === taskId);
  }

  private store(target: FileTarget, parentId: string, fileName: string, content: Buffer, by: UserRef) {
    this.sequence += 1;
    const id = `00000000-0000-4000-9000-${String(this.sequence).padStart(12, '0')}`;
    const file: StoredTestFile = {
      id,
      fileName,
      mimeType: fileName.endsWith('.png') ? 'image/png' : 'application/pdf',
      size: content.length,
      url: `/api/files/${id}`,
      previewUrl: null,
      uploadedBy: by,
      createdAt: new Date(Date.UTC(2026, 2, 1, 9, this.sequence)).toISOString(),
      target,
      parentId,
      content,
    };
    this.files.push(file);
    return file;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (req.method === 'POST' && path === '/api/auth/refresh') {
      this.refreshes += 1;
      return json(res, 200, { token: FRESH_TOKEN });
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (req.method === 'POST' && path === '/api/files')
      res.on('close', () => {
        if (!res.writableFinished) this.abortedUploads += 1;
      });
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      return; // The browser gave up while sending.
    }
    const upload =
      req.method === 'POST' && path === '/api/files'
        ? parseMultipart(req.headers['content-type'] ?? '', Buffer.concat(chunks))
        : null;
    if (upload) this.uploadAttempts.push(`${upload.fileName} with ${token}`);
    if (!token || !this.acceptedTokens.has(token)) return json(res, 401, error(401, 'Unauthorized'));

    if (req.method === 'GET' && path === '/api/auth/me') return json(res, 200, { id: this.uploader.id });
    if (req.method === 'POST' && path === '/api/files') {
      if (this.holding) {
        await new Promise<void>((release) => this.held.push({ release }));
        if (res.destroyed) return;
      }
      if (this.refuseUploads)
        return json(
          res,
          this.refuseUploads.status,
          error(this.refuseUploads.status, this.refuseUploads.message, this.refuseUploads.code),
        );
      if (!upload) return json(res, 400, error(400, 'Choose a file to upload'));
      const target = url.searchParams.get('target') as FileTarget;
      const parentId = url.searchParams.get('parentId') ?? '';
      const stored = this.store(target, parentId, upload.fileName, upload.content, this.uploader);
      if (target === 'task')
        this.io
          .to(`task:${parentId}`)
          .emit('task:attachment:added', { task: { id: parentId, projectId: 'p1' }, file: view(stored) });
      return json(res, 201, view(stored));
    }
    const list = /^\/api\/files\/task\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && list) {
      if (this.failList) return json(res, 500, error(500, 'Something went wrong'));
      return json(res, 200, this.taskFiles(list[1]).map(view));
    }
    const one = /^\/api\/files\/([^/]+)$/.exec(path);
    const file = one ? this.files.find((candidate) => candidate.id === one[1]) : undefined;
    if (req.method === 'DELETE' && one) {
      if (!file) return json(res, 404, error(404, 'File not found'));
      this.files.splice(this.files.indexOf(file), 1);
      this.deleted.push(file.id);
      if (file.target === 'task')
        this.io
          .to(`task:${file.parentId}`)
          .emit('task:attachment:removed', { task: { id: file.parentId, projectId: 'p1' }, fileId: file.id });
      res.writeHead(204);
      res.end();
      return;
    }
    if (req.method === 'GET' && one && file) {
      res.writeHead(200, {
        'Content-Type': file.mimeType,
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
      });
      res.end(file.content);
      return;
    }
    json(res, 404, error(404, `No route ${req.method} ${path}`));
  }
}

function view(file: StoredTestFile): FileView {
  const { id, fileName, mimeType, size, url, previewUrl, uploadedBy, createdAt } = file;
  return { id, fileName, mimeType, size, url, previewUrl, uploadedBy, createdAt };
}

/** The first file part of a multipart body (enough for one file per request, as the app sends). */
export function parseMultipart(contentType: string, body: Buffer): { fileName: string; content: Buffer } | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const start = body.indexOf(delimiter);
  const headersEnd = body.indexOf('\r\n\r\n', start);
  const end = body.indexOf(delimiter, headersEnd);
  if (start === -1 || headersEnd === -1 || end === -1) return null;
  const headers = body.subarray(start, headersEnd).toString('utf8');
  const fileName = /filename="([^"]*)"/.exec(headers)?.[1];
  if (!fileName) return null;
  return { fileName, content: body.subarray(headersEnd + 4, end - 2) };
}

function error(statusCode: number, message: string, code?: ApiErrorCode) {
  return { statusCode, message, error: 'Error', ...(code ? { code } : {}) };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
