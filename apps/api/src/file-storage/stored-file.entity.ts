import type { FileTarget } from '@taskflow/contracts';
import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';
import { User } from '../users/user.entity';

/**
 * One uploaded file. Exactly one of its parents is set: a task, a task comment, a project comment, a message, or
 * (a draft not sent yet) `draftTarget` with `draftParentId`. The database deletes the row with its parent and queues
 * its blob for removal (`file_blob_deletion`), however the parent is deleted.
 */
@Entity({ name: 'stored_file' })
export class StoredFile extends TenantOwnedEntity {
  @Column({ name: 'uploaded_by_id', type: 'uuid', nullable: true })
  uploadedById: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by_id' })
  uploadedBy?: User | null;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ name: 'mime_type', type: 'varchar', length: 127 })
  mimeType: string;

  @Column({ type: 'integer' })
  size: number;

  /** Where the storage keeps the content; made by the API, never from user input. */
  @Column({ name: 'storage_key', type: 'varchar', length: 200 })
  storageKey: string;

  @Column({ name: 'task_id', type: 'uuid', nullable: true })
  taskId: string | null;

  @Column({ name: 'task_comment_id', type: 'uuid', nullable: true })
  taskCommentId: string | null;

  @Column({ name: 'project_comment_id', type: 'uuid', nullable: true })
  projectCommentId: string | null;

  @Column({ name: 'message_id', type: 'uuid', nullable: true })
  messageId: string | null;

  @Column({ name: 'draft_target', type: 'varchar', length: 20, nullable: true })
  draftTarget: Exclude<FileTarget, 'task'> | null;

  /** A draft's task (task-comment), project (project-comment) or conversation (message). */
  @Column({ name: 'draft_parent_id', type: 'uuid', nullable: true })
  draftParentId: string | null;
}
