import type { ProjectStatus } from '@taskflow/contracts';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Customer } from '../customer-records/customer.entity';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

@Entity({ name: 'project' })
@Index('project_provider_active_idx', ['serviceProviderId', 'isActive'])
@Index('project_company_idx', ['clientCompanyId', 'isActive'])
@Index('project_status_idx', ['serviceProviderId', 'status'])
@Check('project_hourly_rate_cents_check', 'hourly_rate_cents >= 0')
@Check('project_budget_hours_check', 'budget_hours > 0')
export class Project extends TenantOwnedEntity {
  @Column({ name: 'client_company_id', type: 'uuid' })
  clientCompanyId: string;

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'client_company_id' })
  clientCompany?: Customer;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate: string | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'varchar', length: 20, default: 'planning' })
  status: ProjectStatus;

  @Column({ type: 'varchar', length: 10, default: 'medium' })
  priority: string;

  @Column({ type: 'integer', nullable: true })
  budget: number | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  tags: string[];

  /** Time tracking (docs/time-tracking.md): the project's hourly rate in cents, over the agency's default. */
  @Column({ name: 'hourly_rate_cents', type: 'integer', nullable: true })
  hourlyRateCents: number | null;

  /** The budget in hours, beside `budget` in euros. */
  @Column({ name: 'budget_hours', type: 'integer', nullable: true })
  budgetHours: number | null;

  /** Whether the client sees the hours meter (a total). */
  @Column({ name: 'budget_shared_with_client', type: 'boolean', default: false })
  budgetSharedWithClient: boolean;

  /** The default of a new entry's `billable`. */
  @Column({ name: 'billable_by_default', type: 'boolean', default: true })
  billableByDefault: boolean;

  /** The last budget warning sent (0, 80, 100 percent). */
  @Column({ name: 'budget_warning_percent', type: 'smallint', default: 0 })
  budgetWarningPercent: number;
}
