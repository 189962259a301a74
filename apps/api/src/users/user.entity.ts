import type { UserLanguage, UserStatus, UserType } from '@taskflow/contracts';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Customer } from '../customer-records/customer.entity';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

@Entity({ name: 'app_user' })
@Index('app_user_provider_type_idx', ['serviceProviderId', 'userType'])
@Index('app_user_company_idx', ['clientCompanyId'])
@Check('app_user_user_type_check', `user_type IN ('admin', 'team', 'client')`)
@Check('app_user_status_check', `status IN ('active', 'inactive', 'pending')`)
@Check('app_user_client_has_company', `(user_type = 'client') = (client_company_id IS NOT NULL)`)
@Check('app_user_language_check', `language IN ('de', 'en')`)
export class User extends TenantOwnedEntity {
  @Column({ name: 'client_company_id', type: 'uuid', nullable: true })
  clientCompanyId: string | null;

  @ManyToOne(() => Customer, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_company_id' })
  clientCompany?: Customer | null;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ name: 'user_type', type: 'varchar', length: 10 })
  userType: UserType;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: UserStatus;

  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true, select: false })
  passwordHash?: string | null;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /** The interface language the user chose; null until they choose (mails then go out in German and English). */
  @Column({ type: 'varchar', length: 2, nullable: true })
  language: UserLanguage | null;

  /** IANA time zone: quiet hours, digests and reports follow the user's local time. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'Europe/Berlin' })
  timeZone: string;

  /** Raised to end every session at once: access tokens carry it and stop working when it moves on. */
  @Column({ name: 'session_version', type: 'integer', default: 0 })
  sessionVersion: number;

  /** Manages the product's waitlist; set only by `main.js grant-platform-admin <email>` (or the demo data). */
  @Column({ name: 'is_platform_admin', type: 'boolean', default: false })
  isPlatformAdmin: boolean;
}
