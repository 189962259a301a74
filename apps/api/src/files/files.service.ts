import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { isInlinePreviewType, type FileView } from '@taskflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../authorization/actor';
import { PROJECT_COMMENTS, TASK_COMMENTS } from '../comments/comment-thread';
import { AppConfig } from '../config/app-config';
import { mayPost } from '../conversations/chat-rights';
import { ConversationsService } from '../conversations/conversations.service';
import { ConversationAccessDeniedException } from '../conversations/conversations.exception';
import { Message } from '../conversations/message.entity';
import { detectFileType } from '../file-storage/detect-file-type';
import { FILE_STORAGE, StoredContentMissingError, type FileStorage } from '../file-storage/file-storage';
import { filesDirectory } from '../file-storage/file-storage.module';
import { WorkEvents } from '../live-events/work-events.service';
import { StoredFile } from '../file-storage/stored-file.entity';
import { toFileView } from '../file-storage/stored-file.view';
import { ProjectsService } from '../projects/projects.service';
import type { Task } from '../tasks/task.entity';
import { TasksService } from '../tasks/tasks.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import type { UploadFileQueryDto } from './files.dto';
import {
  ClientUploadsDisabledException,
  DraftQuotaExceededException,
  FileBelongsToParentException,
  FileNotFoundException,
  FileTooLargeException,
  NotPreviewableException,
  NotYourFileException,
  StorageQuotaExceededException,
} from './files.exception';
import { uploadThrottle } from '../throttling/policies';
import { Throttles } from '../throttling/throttles.service';
import { receiveUpload } from './receive-upload';

/** Room for the multipart framing around the file itself when judging Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface FileContent {
  file: StoredFile;
  content: Readable;
}

@Injectable()
export class FilesService {
  readonly incomingDir: string;

  constructor(
    private readonly data: TenantDataAccess,
    private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly tasks: TasksService,
    private readonly projects: ProjectsService,
    private readonly conversations: ConversationsService,
    private readonly events: WorkEvents,
    private readonly throttles: Throttles,
  ) {
    this.incomingDir = path.join(filesDirectory(config), '.incoming');
  }

  /**
   * Authorizes first (nothing is read from a caller who may not write there), then receives the file, detects its
   * type from the content, and stores it within the agency's quota. Whatever fails, no file is left behind.
   */
  async upload(
    actor: Actor,
    query: UploadFileQueryDto,
    request: FastifyRequest,
    response: FastifyReply,
  ): Promise<FileView> {
    const task = await this.assertMayWrite(actor, query);
    await this.throttles.enforce(uploadThrottle, { user: actor.userId });
    const maxBytes = this.config.FILE_MAX_BYTES;
    const announced = Number(request.headers['content-length'] ?? 0);
    if (announced > maxBytes + MULTIPART_OVERHEAD_BYTES) throw new FileTooLargeException(maxBytes);
    const isDraft = query.target !== 'task';
    await this.assertRoom(this.scope(actor), actor, isDraft, 0, (used, limit) => used >= limit);

    const upload = await receiveUpload(request, response, this.incomingDir, maxBytes);
    const storageKey = `${actor.serviceProviderId}/${randomUUID()}`;
    let saved = false;
    try {
      const mimeType = await detectFileType(upload.path);
      await this.storage.save(storageKey, upload.path);
      saved = true;
      const id = await this.data.transaction(actor.serviceProviderId, async (scope) => {
        await scope.tenant({ lock: true });
        await this.assertRoom(scope, actor, isDraft, upload.size, (used, limit) => used > limit);
        const file = await scope.insert(StoredFile, {
          uploadedById: actor.userId,
          fileName: cleanFileName(upload.originalName),
          mimeType,
          size: upload.size,
          storageKey,
          taskId: query.target === 'task' ? query.parentId : null,
          taskCommentId: null,
          projectCommentId: null,
          messageId: null,
          draftTarget: query.target === 'task' ? null : query.target,
          draftParentId: query.target === 'task' ? null : query.parentId,
        });
        return file.id;
      });
      const view = toFileView(await this.findRow(this.scope(actor), id));
      if (task) this.events.taskAttachmentAdded(task, view);
      return view;
    } catch (error) {
      await rm(upload.path, { force: true });
      if (saved) await this.storage.remove(storageKey);
      throw error;
    }
  }

  /** A task's own attachments (not those of its comments), oldest first. */
  async listForTask(actor: Actor, taskId: string): Promise<FileView[]> {
    await this.tasks.findVisible(actor, taskId);
    const files = await this.scope(actor).find(StoredFile, {
      where: { taskId },
      relations: { uploadedBy: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return files.map(toFileView);
  }

  /** The content for a download (any type) or an inline preview (safe images only). */
  async open(actor: Actor, id: string, preview: boolean): Promise<FileContent> {
    const file = await this.findReadable(actor, id);
    if (preview && !isInlinePreviewType(file.mimeType)) throw new NotPreviewableException();
    try {
      return { file, content: await this.storage.read(file.storageKey) };
    } catch (error) {
      if (error instanceof StoredContentMissingError) throw new FileNotFoundException();
      throw error;
    }
  }

  /**
   * Removes a task attachment (its uploader, admins, team members with canEditTasks) or one's own draft. Files sent
   * with a comment or message go with it.
   */
  async remove(actor: Actor, id: string): Promise<void> {
    const file = await this.findReadable(actor, id);
    if (file.taskCommentId || file.projectCommentId || file.messageId) throw new FileBelongsToParentException();
    const own = file.uploadedById === actor.userId;
    if (file.taskId) {
      if (actor.userType === 'client' && !actor.clientRules.allowClientComments)
        throw new ClientUploadsDisabledException();
      if (!own && actor.userType !== 'admin' && !(actor.userType === 'team' && actor.permissions.canEditTasks))
        throw new NotYourFileException();
    }
    const task = file.taskId ? await this.tasks.findVisible(actor, file.taskId) : null;
    // Drafts are readable by their uploader only, so `own` holds for them here.
    await this.scope(actor).remove(StoredFile, file);
    if (task) this.events.taskAttachmentRemoved(task, id);
  }

  /** Throws unless the actor may write there; answers the task when the upload is one of its attachments. */
  private async assertMayWrite(actor: Actor, query: UploadFileQueryDto): Promise<Task | null> {
    if (actor.userType === 'client' && !actor.clientRules.allowClientComments)
      throw new ClientUploadsDisabledException();
    switch (query.target) {
      case 'task':
        return this.tasks.findVisible(actor, query.parentId);
      case 'task-comment':
        await this.tasks.findVisible(actor, query.parentId);
        return null;
      case 'project-comment':
        await this.projects.findVisible(actor, query.parentId);
        return null;
      case 'message': {
        const membership = await this.conversations.membership(actor, query.parentId);
        if (!mayPost(actor, membership.conversation))
          throw new ConversationAccessDeniedException('only admins write announcements');
        return null;
      }
    }
  }

  /** The file when the actor may read its parent; otherwise 404, exactly like a missing one. */
  private async findReadable(actor: Actor, id: string): Promise<StoredFile> {
    const scope = this.scope(actor);
    const file = await scope.findOne(StoredFile, { id }, { relations: { uploadedBy: true } });
    if (!file || !(await this.mayRead(actor, scope, file))) throw new FileNotFoundException();
    return file;
  }

  private async mayRead(actor: Actor, scope: TenantScope, file: StoredFile): Promise<boolean> {
    if (file.taskId) return this.tasks.findVisible(actor, file.taskId).then(yes, no);
    if (file.taskCommentId)
      return (
        (await TASK_COMMENTS.visibleQuery(scope, actor, true)
          .andWhere('comment.id = :id', { id: file.taskCommentId })
          .getCount()) > 0
      );
    if (file.projectCommentId)
      return (
        (await PROJECT_COMMENTS.visibleQuery(scope, actor, true)
          .andWhere('comment.id = :id', { id: file.projectCommentId })
          .getCount()) > 0
      );
    if (file.messageId) {
      const message = await scope.findOne(Message, { id: file.messageId });
      return message ? this.conversations.membership(actor, message.conversationId).then(yes, no) : false;
    }
    return file.uploadedById === actor.userId;
  }

  /**
   * Throws 413 unless `adding` bytes fit: the agency's quota, and for a draft the uploader's own drafts' limit
   * (so one member or client cannot fill the agency's storage with files nobody sent).
   */
  private async assertRoom(
    scope: TenantScope,
    actor: Actor,
    isDraft: boolean,
    adding: number,
    full: (used: number, limit: number) => boolean,
  ): Promise<void> {
    const { FILE_QUOTA_BYTES, FILE_DRAFT_QUOTA_BYTES } = this.config;
    if (full((await this.usedBytes(scope)) + adding, FILE_QUOTA_BYTES))
      throw new StorageQuotaExceededException(FILE_QUOTA_BYTES);
    if (isDraft && full((await this.usedBytes(scope, actor.userId)) + adding, FILE_DRAFT_QUOTA_BYTES))
      throw new DraftQuotaExceededException(FILE_DRAFT_QUOTA_BYTES);
  }

  /** Bytes of all the agency's files, or of one uploader's unsent drafts. */
  private async usedBytes(scope: TenantScope, draftsOf?: string): Promise<number> {
    const query = scope.query(StoredFile, 'file').select('COALESCE(SUM(file.size), 0)', 'used');
    if (draftsOf) query.andWhere('file.uploadedById = :draftsOf AND file.draftTarget IS NOT NULL', { draftsOf });
    const row = await query.getRawOne<{ used: string }>();
    return Number(row?.used ?? 0);
  }

  private async findRow(scope: TenantScope, id: string): Promise<StoredFile> {
    const file = await scope.findOne(StoredFile, { id }, { relations: { uploadedBy: true } });
    if (!file) throw new FileNotFoundException();
    return file;
  }

  private scope(actor: Actor): TenantScope {
    return this.data.forTenant(actor.serviceProviderId);
  }
}

const yes = () => true;
/** A parent the actor may not see (404) or not take part in (403) means the file is not theirs to read. */
const no = (error: unknown): false => {
  if (error instanceof NotFoundException || error instanceof ForbiddenException) return false;
  throw error;
};

/** The uploaded name without any path, control characters or quotes, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\x00-\x1f\x7f"]/g, '').trim();
  return (cleaned || 'file').slice(0, 255);
}
