import type { ProjectView } from '@taskflow/contracts';
import { toDate } from './dates';

export type CustomerStatus = 'active' | 'inactive' | 'prospect';

/**
 * Customer status (docs/product-rules.md#objects-and-their-computed-fields): 'active' when at least one of its projects is
 * active, 'inactive' when it has projects but none is active, 'prospect' without projects.
 */
export function customerStatus(projects: readonly Pick<ProjectView, 'isActive'>[]): CustomerStatus {
  if (projects.length === 0) return 'prospect';
  return projects.some((project) => project.isActive) ? 'active' : 'inactive';
}

/** Latest updatedAt or createdAt among the customer's projects; null without projects. */
export function customerLastActivity(projects: readonly Pick<ProjectView, 'createdAt' | 'updatedAt'>[]): Date | null {
  let latest: Date | null = null;
  for (const project of projects) {
    for (const value of [project.updatedAt, project.createdAt]) {
      const date = toDate(value);
      if (date && (!latest || date > latest)) latest = date;
    }
  }
  return latest;
}

export interface CustomerSummary {
  projectCount: number;
  activeProjects: number;
  lastActivity: Date | null;
  status: CustomerStatus;
}

/** The fields the customer screens compute from a company's projects (docs/product-rules.md#objects-and-their-computed-fields). */
export function customerSummary(
  projects: readonly Pick<ProjectView, 'isActive' | 'createdAt' | 'updatedAt'>[],
): CustomerSummary {
  return {
    projectCount: projects.length,
    activeProjects: projects.filter((project) => project.isActive).length,
    lastActivity: customerLastActivity(projects),
    status: customerStatus(projects),
  };
}
