import { Column, JoinColumn, ManyToOne } from 'typeorm';
import type { StoredFile } from '../file-storage/stored-file.entity';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';
import { User } from '../users/user.entity';

export abstract class CommentBase extends TenantOwnedEntity {
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'is_internal', type: 'boolean', default: false })
  isInternal: boolean;

  @Column({ name: 'is_read_by_team', type: 'boolean', default: false })
  isReadByTeam: boolean;

  @Column({ name: 'is_read_by_client', type: 'boolean', default: false })
  isReadByClient: boolean;

  /** Files sent with the comment, when the query joined them (`CommentThread.withAttachments`). */
  attachments?: StoredFile[];
}
