import type { MessageType } from '@taskflow/contracts';
import { Column, Entity, ForeignKey, Index, JoinColumn, ManyToOne, OneToMany, type Relation } from 'typeorm';
import type { StoredFile } from '../file-storage/stored-file.entity';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';
import { User } from '../users/user.entity';
import { MessageReaction } from './message-reaction.entity';

@Entity({ name: 'message' })
@Index('message_conversation_idx', ['conversationId', 'createdAt'])
export class Message extends TenantOwnedEntity {
  @Column({ name: 'conversation_id', type: 'uuid' })
  @ForeignKey('conversation', { onDelete: 'CASCADE' })
  conversationId: string;

  @Column({ name: 'sender_id', type: 'uuid', nullable: true })
  senderId: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sender_id' })
  sender?: User | null;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'message_type', type: 'varchar', length: 10, default: 'text' })
  messageType: MessageType;

  @Column({ name: 'file_url', type: 'varchar', length: 2000, nullable: true })
  fileUrl: string | null;

  @Column({ name: 'file_name', type: 'varchar', length: 255, nullable: true })
  fileName: string | null;

  @Column({ name: 'file_size', type: 'integer', nullable: true })
  fileSize: number | null;

  @Column({ name: 'reply_to_message_id', type: 'uuid', nullable: true })
  replyToMessageId: string | null;

  @ManyToOne(() => Message, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reply_to_message_id' })
  replyToMessage?: Relation<Message> | null;

  @Column({ name: 'is_edited', type: 'boolean', default: false })
  isEdited: boolean;

  @OneToMany(() => MessageReaction, (reaction) => reaction.message)
  reactions?: Relation<MessageReaction>[];

  /** A file message's stored file, when the query joined it. */
  file?: StoredFile | null;
}
