import type { ProjectView, UserType } from '@taskflow/contracts';
import type { Project } from './project.entity';

/**
 * Expects `clientCompany` to be loaded. `viewer` is who gets the answer: a client never gets the budget and the
 * notes (the agency's internal data), not even as empty fields.
 */
export function toProjectView(project: Project, viewer: { userType: UserType }): ProjectView {
  const view = fullView(project);
  if (viewer.userType === 'client') {
    delete view.budget;
    delete view.notes;
  }
  return view;
}

function fullView(project: Project): ProjectView {
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
