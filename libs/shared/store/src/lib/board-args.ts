import type { BoardFilters, TaskStatus } from '@taskflow/contracts';

/** What the board's counts query is read with: the live cache tells from it which tasks belong. */
export interface BoardCountsArgs {
  projectId: string;
  filters: BoardFilters;
  /** Only client-visible tasks (a team member's view of the project as its client). */
  clientView: boolean;
  /** The viewer's calendar day (YYYY-MM-DD) the due-state filter counts from. */
  today: string;
}

/** What the pages of one board column are read with. */
export interface BoardColumnArgs extends BoardCountsArgs {
  status: TaskStatus;
}

/** The board's counts per column. */
export type BoardCounts = Record<TaskStatus, number>;
