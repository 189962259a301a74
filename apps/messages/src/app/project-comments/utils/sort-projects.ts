import type { ProjectCommentOverview } from '@taskflow/contracts';
import { compareText } from '@taskflow/domain';

/** The message project list shows projects with unread comments first, then by name (docs/screens-and-routes.md#messages). */
export function sortProjectsForMessages(projects: readonly ProjectCommentOverview[]): ProjectCommentOverview[] {
  return [...projects].sort(
    (a, b) =>
      Number(b.unreadCount > 0) - Number(a.unreadCount > 0) ||
      compareText(a.project.name, b.project.name) ||
      a.project.id.localeCompare(b.project.id),
  );
}

/** Search by project name or client company. */
export function projectSearchText(entry: ProjectCommentOverview): string {
  return `${entry.project.name} ${entry.project.clientCompany?.name ?? ''}`;
}
