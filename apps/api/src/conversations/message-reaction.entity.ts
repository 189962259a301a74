import { Column, Entity, ForeignKey, JoinColumn, ManyToOne, type Relation, Unique } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';
import { Message } from './message.entity';

@Entity({ name: 'message_reaction' })
@Unique(['messageId', 'userId', 'emoji'])
export class MessageReaction extends TenantOwnedEntity {
  @Column({ name: 'message_id', type: 'uuid' })
  messageId: string;

  @ManyToOne(() => Message, (message) => message.reactions, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id' })
  message?: Relation<Message>;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;

  @Column({ type: 'varchar', length: 32 })
  emoji: string;
}
