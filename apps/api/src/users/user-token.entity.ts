import { Column, CreateDateColumn, ForeignKey, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The one shape of a secret a user holds (a refresh cookie, an emailed reset link): only its SHA-256 is stored;
 * it works until it expires, is used or is revoked. Belongs to a user, not to an agency's data: it is looked up
 * by its hash before anyone is signed in.
 */
export abstract class UserToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;

  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
