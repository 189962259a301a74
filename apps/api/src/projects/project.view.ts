import type { ProjectView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import type { Project } from './project.entity';

/** Who a project view is shaped for: its budget and notes are the agency's internal data, never a client's. */
export type ProjectViewer = Pick<Actor, 'userType'>;

/** The one place a project becomes an answer. Expects `clientCompany` to be loaded. */
export function toProjectView(project: Project, viewer: ProjectViewer): ProjectView {
  const company = project.clientCompany;
  const view: ProjectView = {
    id: project.id,
    name: project.name,
    description: project.description,
    startDate: project.startDate,
    endDate: project.endDate,
    isActive: project.isActive,
    status: project.status,
    priority: project.priority,
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
  if (viewer.userType !== 'client') {
    view.budget = project.budget;
    view.notes = project.notes;
  }
  return view;
}
