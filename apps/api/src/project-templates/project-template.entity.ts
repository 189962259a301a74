import { PROJECT_TEMPLATE_NAME_MAX, type ProjectTemplateTask } from '@taskflow/contracts';
import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

/**
 * An agency's own project template (docs/project-templates.md). It is read and replaced as a whole, so its tasks are
 * one jsonb list rather than rows of their own.
 */
@Entity({ name: 'project_template' })
@Index('project_template_agency_name_idx', ['serviceProviderId', 'name'])
@Check('project_template_name_check', `btrim(name) <> ''`)
export class ProjectTemplate extends TenantOwnedEntity {
  @Column({ type: 'varchar', length: PROJECT_TEMPLATE_NAME_MAX })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  tags: string[];

  @Column({ name: 'duration_days', type: 'integer', nullable: true })
  durationDays: number | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  tasks: ProjectTemplateTask[];

  @Column({ name: 'created_by_id', type: 'uuid', nullable: true })
  @ForeignKey('app_user', { onDelete: 'SET NULL' })
  createdById: string | null;
}
