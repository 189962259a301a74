import { Column, Entity, JoinColumn, ManyToOne } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';
import type { NotificationReason } from './notification-reasons';
import { WorkActivity } from './work-activity.entity';

/** One activity one user should hear of, waiting for its mail until `deliverAfter` (now, or their digest period's end). */
@Entity({ name: 'notification' })
export class Notification extends TenantOwnedEntity {
  @Column({ name: 'recipient_id', type: 'uuid' }) recipientId: string;
  @Column({ name: 'activity_id', type: 'uuid' }) activityId: string;

  @ManyToOne(() => WorkActivity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'activity_id' })
  activity?: WorkActivity;

  @Column({ type: 'varchar', length: 30 }) reason: NotificationReason;
  @Column({ name: 'deliver_after', type: 'timestamptz' }) deliverAfter: Date;
  @Column({ name: 'mail_id', type: 'uuid', nullable: true }) mailId: string | null;
}
