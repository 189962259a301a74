import type { PermissionOverrides } from '@taskflow/contracts';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

const decimalHours = {
  to: (value?: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** What the team page keeps about an admin or team member beyond the user row; one per user, created on first write. */
@Entity({ name: 'team_member_profile' })
@Index('team_member_profile_provider_idx', ['serviceProviderId'])
export class TeamMemberProfile extends TenantOwnedEntity {
  @Column({ name: 'user_id', type: 'uuid', unique: true })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;

  @Column({ name: 'job_title', type: 'varchar', length: 100, nullable: true })
  jobTitle: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  department: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  location: string | null;

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  skills: string[];

  @Column({ name: 'emergency_contact', type: 'varchar', length: 300, nullable: true })
  emergencyContact: string | null;

  @Column({
    name: 'weekly_target_hours',
    type: 'numeric',
    precision: 4,
    scale: 1,
    default: 40,
    transformer: decimalHours,
  })
  weeklyTargetHours: number;

  /** Flags that differ from the agency's team permission set for this member (team members only). */
  @Column({ name: 'permission_overrides', type: 'jsonb', default: () => "'{}'" })
  permissionOverrides: PermissionOverrides;
}
