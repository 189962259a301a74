import { Check, Column, CreateDateColumn, Entity, ForeignKey, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A person's hourly rate on one project (cents), over the project's and the agency's. */
@Entity({ name: 'project_member_rate' })
@Check('project_member_rate_hourly_rate_cents_check', 'hourly_rate_cents >= 0')
export class ProjectMemberRate {
  @PrimaryColumn({ name: 'project_id', type: 'uuid' })
  @ForeignKey('project', { onDelete: 'CASCADE' })
  projectId: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  @ForeignKey('app_user', { onDelete: 'CASCADE' })
  userId: string;

  @Column({ name: 'service_provider_id', type: 'uuid' })
  @ForeignKey('service_provider', { onDelete: 'CASCADE' })
  serviceProviderId: string;

  @Column({ name: 'hourly_rate_cents', type: 'integer' })
  hourlyRateCents: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** The rate's identity for `TenantScope`. */
  get id(): string {
    return `${this.projectId}/${this.userId}`;
  }
}
