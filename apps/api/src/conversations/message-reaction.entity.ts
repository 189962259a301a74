import { Column, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';
import { Message } from './message.entity';

@Entity({ name: 'message_reaction' })
export class MessageReaction extends TenantOwnedEntity {
  @Column({ name: 'message_id', type: 'uuid' })
  messageId: string;

  @ManyToOne(() => Message, (message) => message.reactions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id' })
  message?: Relation<Message>;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 32 })
  emoji: string;
}
