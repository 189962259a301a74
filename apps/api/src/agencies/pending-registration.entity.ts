import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AgencyFields } from './create-agency';

/**
 * Step 1 of the two-step registration (docs/product-rules.md#registration) (POST /service-providers): the agency's fields and the id it will
 * get, kept until POST /users with the one-time token creates the agency and its first admin in one go.
 * Belongs to no agency yet; expires after an hour and is then removed.
 */
@Entity({ name: 'pending_registration' })
@Index('pending_registration_expiry_idx', ['expiresAt'])
export class PendingRegistration {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The id the agency gets once the registration completes (answered by step 1). */
  @Column({ name: 'provider_id', type: 'uuid', unique: true })
  agencyId: string;

  @Column({ name: 'provider_fields', type: 'jsonb' })
  agencyFields: AgencyFields;

  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
