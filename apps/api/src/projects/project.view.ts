import type { ProjectView } from '@taskflow/contracts';
import type { Project } from './project.entity';

/** Expects `clientCompany` to be loaded. */
export function toProjectView(project: Project): ProjectView {
  const company = project.clientCompany;
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    startDate: project.startDate,
    endDate: project.endDate,
    isActive: project.isActive,
    status: project.status,
    priority: project.priority,
    budget: project.budget,
    notes: project.notes,
    tags: project.tags,
    clientCompanyId: project.clientCompanyId,
    clientCompany: {
      id: project.clientCompanyId,
      name: company?.name ?? '',
      industry: company?.industry ?? null,
      website: company?.website ?? null,
    },
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
