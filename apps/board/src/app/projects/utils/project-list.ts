import type { ProjectView } from '@taskflow/contracts';
import { compareText, sortProjectsByStatus } from '@taskflow/domain';
import { foldText } from '@taskflow/ui';

export type ProjectFilter = 'all' | 'active' | 'completed';
export type ProjectSort = 'name' | 'status';

export interface ProjectListOptions {
  search: string;
  filter: ProjectFilter;
  sort: ProjectSort;
  customerId: string | null;
}

/** Completed: status completed or no longer active (mark complete sets both). */
export function isCompletedProject(project: Pick<ProjectView, 'status' | 'isActive'>): boolean {
  return project.status === 'completed' || !project.isActive;
}

/** The project list's search (name, description, client), filters and sort, split into its two sections. */
export function arrangeProjects(
  projects: readonly ProjectView[],
  { search, filter, sort, customerId }: ProjectListOptions,
): { active: ProjectView[]; completed: ProjectView[] } {
  const query = foldText(search.trim());
  const matching = projects.filter((project) => {
    if (customerId && project.clientCompanyId !== customerId) return false;
    if (filter === 'active' && isCompletedProject(project)) return false;
    if (filter === 'completed' && !isCompletedProject(project)) return false;
    if (!query) return true;
    return [project.name, project.description, project.clientCompany?.name ?? ''].some((text) =>
      foldText(text).includes(query),
    );
  });
  const sorted =
    sort === 'status' ? sortProjectsByStatus(matching) : [...matching].sort((a, b) => compareText(a.name, b.name));
  return {
    active: sorted.filter((project) => !isCompletedProject(project)),
    completed: sorted.filter(isCompletedProject),
  };
}
