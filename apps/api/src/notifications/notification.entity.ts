import { Column, Entity, ForeignKey, Index, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';
import type { NotificationReason } from './notification-reasons';
import { WorkActivity } from './work-activity.entity';

/** One activity one user should hear of, waiting for its mail until `deliverAfter` (now, or their digest period's end). */
@Entity({ name: 'notification' })
@Unique(['activityId', 'recipientId'])
@Index('notification_pending_idx', ['serviceProviderId', 'deliverAfter'], { where: 'mail_id IS NULL' })
@Index('notification_mail_idx', ['mailId'])
export class Notification extends TenantOwnedEntity {
  @Column({ name: 'recipient_id', type: 'uuid' })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  recipientId: string;

  @Column({ name: 'activity_id', type: 'uuid' }) activityId: string;

  @ManyToOne(() => WorkActivity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'activity_id' })
  activity?: WorkActivity;

  @Column({ type: 'varchar', length: 30 }) reason: NotificationReason;
  @Column({ name: 'deliver_after', type: 'timestamptz' }) deliverAfter: Date;
  @Column({ name: 'mail_id', type: 'uuid', nullable: true })
  @ForeignKey('notification_mail', { onDelete: 'SET NULL' })
  mailId: string | null;
}
