import type { ProjectStatus } from '@taskflow/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Customer } from '../customer-records/customer.entity';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

@Entity({ name: 'project' })
@Index('project_provider_active_idx', ['serviceProviderId', 'isActive'])
@Index('project_company_idx', ['clientCompanyId', 'isActive'])
@Index('project_status_idx', ['serviceProviderId', 'status'])
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
}
