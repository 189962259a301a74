import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

/** One of a user's ten recovery codes, stored as its SHA-256 (the codes are random); `usedAt` makes it single use. */
@Entity({ name: 'two_factor_recovery_code' })
@Index('two_factor_recovery_code_user_idx', ['userId'])
export class RecoveryCode extends TenantOwnedEntity {
  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
