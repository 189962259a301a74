// The TaskFlow API's file calls over Mock Service Worker (@taskflow/testing), for the file components' tests: uploads
// arrive as the multipart body the API reads, lists and deletes answer as the API does, and the task's room hears of
// changes through the live gateway. It follows the API rules the components rely on: an expired token answers 401
// until refreshed, uploads may be refused (403, 413), a cancelled upload is never stored.
import {
  SERVER_EVENTS,
  UPLOAD_FIELD,
  type ApiErrorCode,
  type FileTarget,
  type FileView,
  type LoginResponse,
  type TaskAttachmentAddedPayload,
  type TaskAttachmentRemovedPayload,
  type UserRef,
} from '@taskflow/contracts';
import {
  abortOf,
  answerUnknownRoutes,
  apiError,
  apiRoute,
  apiServer,
  networkError,
  noContent,
  type ApiCall,
} from '@taskflow/testing';
import { LiveGateway } from './live-gateway';

export interface StoredTestFile extends FileView {
  target: FileTarget;
  parentId: string;
  content: string;
}

/** An upload the test holds: answered when the test releases it (to see it in flight). */
export interface HeldUpload {
  release: () => void;
}

/** The token the API accepts; any other bearer token answers 401 until POST /auth/refresh hands this one out. */
export const VALID_TOKEN = 'test-token';
export const FRESH_TOKEN = 'fresh-token';

export class FilesTestApi {
  /** Status, code and message to refuse every upload with (e.g. 413, 403), instead of storing it. */
  refuseUploads: { status: number; code: ApiErrorCode; message: string } | null = null;
  /** Answer GET /files/task/{id} with 500 (the list's error state). */
  failList = false;
  readonly files: StoredTestFile[] = [];
  readonly deleted: string[] = [];
  readonly held: HeldUpload[] = [];
  /** Uploads the browser cancelled before they were answered (the API saw the connection close). */
  abortedUploads = 0;
  /** Every upload that arrived, as "name with token". */
  readonly uploadAttempts: string[] = [];
  refreshes = 0;
  private holding = false;
  private acceptedTokens = new Set([VALID_TOKEN]);
  private sequence = 0;

  constructor(
    private readonly uploader: UserRef,
    readonly gateway = new LiveGateway(),
  ) {}

  /** Answers the file calls (and any other call with 404) for this test. */
  install(): this {
    apiServer.use(...answerUnknownRoutes());
    apiServer.use(
      apiRoute.post<undefined, Pick<LoginResponse, 'token'>>('/auth/refresh', () => {
        this.refreshes += 1;
        return { token: FRESH_TOKEN };
      }),
      apiRoute.get<Pick<UserRef, 'id'>>('/auth/me', (call) => this.refused(call) ?? { id: this.uploader.id }),
      apiRoute.post<FormData, FileView>('/files', (call) => this.upload(call)),
      apiRoute.get<FileView[]>('/files/task/:taskId', (call) => {
        if (this.failList) return apiError(500, 'INTERNAL_ERROR');
        return this.refused(call) ?? this.taskFiles(call.params['taskId']).map(view);
      }),
      apiRoute.delete('/files/:id', (call) => this.refused(call) ?? this.remove(call.params['id'])),
    );
    return this;
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
    return this.store('task', taskId, fileName, '%PDF-1.4\n', by);
  }

  /** Someone else attaches a file now: stored, and sent live to the task's room. */
  liveAttach(taskId: string, fileName: string, by: UserRef): StoredTestFile {
    const file = this.seed(taskId, fileName, by);
    this.announceAdded(file);
    return file;
  }

  /** Someone else removes a file now. */
  liveRemove(taskId: string, fileId: string): void {
    this.files.splice(
      this.files.findIndex((file) => file.id === fileId),
      1,
    );
    this.announceRemoved(taskId, fileId);
  }

  taskFiles(taskId: string): StoredTestFile[] {
    return this.files.filter((file) => file.target === 'task' && file.parentId === taskId);
  }

  /** 401 unless the bearer token is one the API accepts now. */
  private refused({ headers }: Pick<ApiCall<unknown>, 'headers'>): Response | undefined {
    const token = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1];
    return token && this.acceptedTokens.has(token) ? undefined : apiError(401, 'UNAUTHORIZED');
  }

  private async upload(call: ApiCall<FormData>): Promise<FileView | Response> {
    const file = call.body?.get(UPLOAD_FIELD);
    const token = /^Bearer (.+)$/.exec(call.headers.get('authorization') ?? '')?.[1];
    if (file instanceof File) this.uploadAttempts.push(`${file.name} with ${token}`);
    const refused = this.refused(call);
    if (refused) return refused;
    if (this.holding)
      await Promise.race([new Promise<void>((release) => this.held.push({ release })), abortOf(call.signal)]);
    if (call.signal.aborted) {
      this.abortedUploads += 1;
      return networkError();
    }
    if (this.refuseUploads) {
      const { status, code, message } = this.refuseUploads;
      return apiError(status, code, { message });
    }
    if (!(file instanceof File)) return apiError(400, 'INVALID_UPLOAD', { message: 'Choose a file to upload' });
    const target = call.query.get('target') as FileTarget;
    const parentId = call.query.get('parentId') ?? '';
    const stored = this.store(target, parentId, file.name, await file.text(), this.uploader);
    if (target === 'task') this.announceAdded(stored);
    return view(stored);
  }

  private remove(id: string): Response {
    const file = this.files.find((candidate) => candidate.id === id);
    if (!file) return apiError(404, 'FILE_NOT_FOUND', { message: 'File not found' });
    this.files.splice(this.files.indexOf(file), 1);
    this.deleted.push(file.id);
    if (file.target === 'task') this.announceRemoved(file.parentId, file.id);
    return noContent();
  }

  private announceAdded(file: StoredTestFile): void {
    const payload: TaskAttachmentAddedPayload = { task: { id: file.parentId, projectId: 'p1' }, file: view(file) };
    this.gateway.send(`task:${file.parentId}`, SERVER_EVENTS.taskAttachmentAdded, payload);
  }

  private announceRemoved(taskId: string, fileId: string): void {
    const payload: TaskAttachmentRemovedPayload = { task: { id: taskId, projectId: 'p1' }, fileId };
    this.gateway.send(`task:${taskId}`, SERVER_EVENTS.taskAttachmentRemoved, payload);
  }

  private store(target: FileTarget, parentId: string, fileName: string, content: string, by: UserRef) {
    this.sequence += 1;
    const id = `00000000-0000-4000-9000-${String(this.sequence).padStart(12, '0')}`;
    const file: StoredTestFile = {
      id,
      fileName,
      mimeType: fileName.endsWith('.png') ? 'image/png' : 'application/pdf',
      size: new TextEncoder().encode(content).length,
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
}

function view(file: StoredTestFile): FileView {
  const { id, fileName, mimeType, size, url, previewUrl, uploadedBy, createdAt } = file;
  return { id, fileName, mimeType, size, url, previewUrl, uploadedBy, createdAt };
}
