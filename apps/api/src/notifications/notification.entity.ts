import { Column, Entity, ForeignKey, Index, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';
import type { NotificationReason } from './notification-reasons';
import { WorkActivity } from './work-activity.entity';

/**
 * One activity one user should hear of: by mail (waiting until `deliverAfter`, now or their digest period's end) and
 * in the notification centre, each as their preferences for its reason say.
 */
@Entity({ name: 'notification' })
@Unique(['activityId', 'recipientId'])
@Index('notification_pending_idx', ['serviceProviderId', 'deliverAfter'], { where: 'mail_id IS NULL' })
@Index('notification_mail_idx', ['mailId'])
@Index('notification_centre_idx', ['serviceProviderId', 'recipientId', 'createdAt'], { where: 'in_app' })
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
  /** Whether the recipient wants a mail of it (a digest picks up only these); false: the centre alone. */
  @Column({ type: 'boolean', default: true }) email: boolean;
  /** Whether it shows in the recipient's notification centre. */
  @Column({ name: 'in_app', type: 'boolean', default: true }) inApp: boolean;
  /** When the recipient opened it in the centre (or marked all read); null while unread. */
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true }) readAt: Date | null;
}
