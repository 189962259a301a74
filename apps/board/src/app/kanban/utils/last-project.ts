import { compareText } from '@taskflow/domain';

/** The project last chosen on the board in this browser (docs/screens-and-routes.md#board). */
export const LAST_PROJECT_STORAGE_KEY = 'taskflow:kanban:lastProject';

export function readLastProject(): string | null {
  try {
    return localStorage.getItem(LAST_PROJECT_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function rememberLastProject(projectId: string): void {
  try {
    localStorage.setItem(LAST_PROJECT_STORAGE_KEY, projectId);
  } catch {
    // Storage blocked: the board falls back to the first project next time.
  }
}

/** The URL's project if it is one of them, else the remembered one if it still is, else the first. */
export function chooseProject(
  projects: readonly { id: string }[],
  fromUrl: string | null,
  remembered: string | null,
): string | null {
  const known = (id: string | null) => (id && projects.some((project) => project.id === id) ? id : null);
  return known(fromUrl) ?? known(remembered) ?? projects[0]?.id ?? null;
}

/** Active projects first (the board opens the first of them), then by name. */
export function sortProjectsForPicker<T extends { isActive: boolean; name: string }>(projects: readonly T[]): T[] {
  return [...projects].sort((a, b) => Number(b.isActive) - Number(a.isActive) || compareText(a.name, b.name));
}
