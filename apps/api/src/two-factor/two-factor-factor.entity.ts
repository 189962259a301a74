import { Column, Entity, ForeignKey, Unique } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

/**
 * A user's TOTP factor. `enabledAt` is null while the set-up waits for its first code; `lastUsedStep` is the time
 * step of the last code taken, so a code is never taken twice. Deleting the row (turning off, an admin's reset)
 * also ends the browsers trusted for it: their cookie names this row's id.
 */
@Entity({ name: 'user_two_factor' })
@Unique('user_two_factor_user_unique', ['userId'])
export class TwoFactorFactor extends TenantOwnedEntity {
  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;

  @Column({ type: 'varchar', length: 64 })
  secret: string;

  @Column({ name: 'enabled_at', type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  @Column({
    name: 'last_used_step',
    type: 'bigint',
    nullable: true,
    transformer: {
      to: (value: number | null) => value,
      from: (value: string | null) => (value === null ? null : Number(value)),
    },
  })
  lastUsedStep: number | null;
}
