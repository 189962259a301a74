import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const LICENSE_STATUSES = ['trial', 'active', 'expired', 'cancelled'] as const;
export const REGISTRATION_MAX_TEAM_MEMBERS = 5;

/** The tenant. */
@Entity({ name: 'service_provider' })
@Check('service_provider_default_hourly_rate_cents_check', 'default_hourly_rate_cents >= 0')
export class Agency {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'company_name', type: 'varchar', length: 200 })
  companyName: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  industry: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  @Column({ name: 'license_status', type: 'varchar', length: 20, default: 'trial' })
  licenseStatus: string;

  @Column({ name: 'max_team_members', type: 'integer', default: REGISTRATION_MAX_TEAM_MEMBERS })
  maxTeamMembers: number;

  @Column({ name: 'current_team_members', type: 'integer', default: 0 })
  currentTeamMembers: number;

  /** Time tracking: the agency's default hourly rate in cents (docs/time-tracking.md). */
  @Column({ name: 'default_hourly_rate_cents', type: 'integer', nullable: true })
  defaultHourlyRateCents: number | null;

  /** IANA zone the agency's recurring tasks follow (docs/recurring-tasks.md). */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'Europe/Berlin' })
  timeZone: string;

  /** Whether admins and team members may sign in by emailed link too; clients always may (apps/api/README.md). */
  @Column({ name: 'team_sign_in_links', type: 'boolean', default: false })
  teamSignInLinks: boolean;
  /** Admins and team members must sign in with a second factor (apps/api/README.md, "Two-factor sign-in"). */
  @Column({ name: 'require_two_factor', type: 'boolean', default: false })
  requireTwoFactor: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
