import type { ConversationType } from '@taskflow/contracts';
import { Column, Entity, ForeignKey, Index, OneToMany, type Relation } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';
import { ConversationParticipant } from './conversation-participant.entity';

@Entity({ name: 'conversation' })
@Index('conversation_direct_key_idx', ['serviceProviderId', 'directKey'], {
  unique: true,
  where: 'direct_key IS NOT NULL',
})
export class Conversation extends TenantOwnedEntity {
  @Column({ type: 'varchar', length: 20 })
  type: ConversationType;

  @Column({ type: 'varchar', length: 200, nullable: true })
  name: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'created_by_id', type: 'uuid', nullable: true })
  @ForeignKey('app_user', { onDelete: 'SET NULL' })
  createdById: string | null;

  /** Direct conversations only: both user ids sorted, unique per agency. */
  @Column({ name: 'direct_key', type: 'varchar', length: 80, nullable: true })
  directKey: string | null;

  @Column({ name: 'last_message_at', type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null;

  @Column({ name: 'last_message_preview', type: 'varchar', length: 60, nullable: true })
  lastMessagePreview: string | null;

  @OneToMany(() => ConversationParticipant, (participant) => participant.conversation)
  participants?: Relation<ConversationParticipant>[];
}
