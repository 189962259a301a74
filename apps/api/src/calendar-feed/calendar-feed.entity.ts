import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

/** A user's personal calendar feed. Its secret URL is derived from `feedKey` (see calendar-feed-token.ts). */
@Entity({ name: 'calendar_feed' })
@Index('calendar_feed_provider_idx', ['serviceProviderId'])
export class CalendarFeed extends TenantOwnedEntity {
  @Column({ name: 'user_id', type: 'uuid', unique: true })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;

  /** Random; a new key (regenerating the URL) makes every older URL invalid. Unique across all agencies. */
  @Column({ name: 'feed_key', type: 'varchar', length: 64, unique: true })
  feedKey: string;
}
