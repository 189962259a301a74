import type { FileTarget } from '@taskflow/contracts';
import { Check, Column, Entity, ForeignKey, Index, JoinColumn, ManyToOne } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';
import { User } from '../users/user.entity';

/**
 * One uploaded file. Exactly one of its parents is set: a task, a task comment, a project comment, a message, or
 * (a draft not sent yet) `draftTarget` with `draftParentId`. The database deletes the row with its parent and queues
 * its blob for removal (`file_blob_deletion`), however the parent is deleted.
 */
@Entity({ name: 'stored_file' })
@Index('stored_file_provider_idx', ['serviceProviderId'])
@Index('stored_file_task_idx', ['taskId'], { where: 'task_id IS NOT NULL' })
@Index('stored_file_task_comment_idx', ['taskCommentId'], { where: 'task_comment_id IS NOT NULL' })
@Index('stored_file_project_comment_idx', ['projectCommentId'], { where: 'project_comment_id IS NOT NULL' })
@Index('stored_file_message_idx', ['messageId'], { where: 'message_id IS NOT NULL' })
@Index('stored_file_draft_idx', ['createdAt'], { where: 'draft_target IS NOT NULL' })
@Check('stored_file_size_check', 'size >= 0')
@Check('stored_file_draft_target_check', `draft_target IN ('task-comment', 'project-comment', 'message')`)
@Check(
  'stored_file_one_parent',
  'num_nonnulls(task_id, task_comment_id, project_comment_id, message_id, draft_target) = 1',
)
@Check('stored_file_draft_parent', '(draft_target IS NULL) = (draft_parent_id IS NULL)')
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
  @Column({ name: 'storage_key', type: 'varchar', length: 200, unique: true })
  storageKey: string;

  @Column({ name: 'task_id', type: 'uuid', nullable: true })
  @ForeignKey('task', { onDelete: 'CASCADE' })
  taskId: string | null;

  @Column({ name: 'task_comment_id', type: 'uuid', nullable: true })
  @ForeignKey('task_comment', { onDelete: 'CASCADE' })
  taskCommentId: string | null;

  @Column({ name: 'project_comment_id', type: 'uuid', nullable: true })
  @ForeignKey('project_comment', { onDelete: 'CASCADE' })
  projectCommentId: string | null;

  @Column({ name: 'message_id', type: 'uuid', nullable: true })
  @ForeignKey('message', { onDelete: 'CASCADE' })
  messageId: string | null;

  @Column({ name: 'draft_target', type: 'varchar', length: 20, nullable: true })
  draftTarget: Exclude<FileTarget, 'task'> | null;

  /** A draft's task (task-comment), project (project-comment) or conversation (message). */
  @Column({ name: 'draft_parent_id', type: 'uuid', nullable: true })
  draftParentId: string | null;
}
