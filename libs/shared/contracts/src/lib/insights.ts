/** The dashboard's figures, its recent activity feed, project progress and the project report. */
import type { UserSummary } from './resources';
import type { ClientApprovalStatus, TaskStatus } from './work';

/** Client approval decisions of this many days count for the customer satisfaction figure. */
export const CUSTOMER_SATISFACTION_PERIOD_DAYS = 90;
/** Recent activity: items answered when no limit is asked for (docs/product-rules.md#timings-and-limits), and the most ever answered. */
export const RECENT_ACTIVITY_DEFAULT_LIMIT = 10;
export const RECENT_ACTIVITY_MAX_LIMIT = 50;
/** What the dashboard shows of the feed and of the newest projects. */
export const DASHBOARD_ACTIVITY_ITEMS = 5;
export const DASHBOARD_NEWEST_PROJECTS = 5;

/** GET /api/dashboard (query) */
export interface DashboardSummaryQuery {
  /** The caller's calendar day (YYYY-MM-DD) for the overdue count; default: the server's day (UTC). */
  today?: string;
}

export interface CustomerSatisfactionView {
  /** Decisions of the last this many days count (90). */
  periodDays: number;
  approved: number;
  rejected: number;
  /** approved / (approved + rejected) as a rounded percent; null while there is no decision. */
  percent: number | null;
}

/**
 * GET /api/dashboard: counts over what the caller may see (the same rules as GET /projects, /tasks and
 * /client-companies), and the customer satisfaction from client approval decisions of the last 90 days.
 */
export interface DashboardSummaryResponse {
  /** Projects with isActive true. */
  activeProjects: number;
  /** Tasks whose status is not completed. */
  openTasks: number;
  customers: number;
  completedTasks: number;
  /** Open tasks whose due day is before `today`. */
  overdueTasks: number;
  /** Tasks waiting for the client's approval. */
  awaitingApproval: number;
  satisfaction: CustomerSatisfactionView;
}

export type RecentActivityType = 'task_comment' | 'project_comment';

/** GET /api/dashboard/activity (query) */
export interface RecentActivityQuery {
  /** 1 to 50; default 10. */
  limit?: number;
  /**
   * Language of the names shown for an author, task or project that is gone (apps/api/src/locales, `activity`);
   * default: the caller's stored language, else German.
   */
  language?: 'de' | 'en';
}

/**
 * One item of GET /api/dashboard/activity: a task or project comment the caller may see, never an internal one,
 * newest first.
 */
export interface RecentActivityItem {
  /** task_{commentId} or project_{commentId} */
  id: string;
  type: RecentActivityType;
  content: string;
  author: {
    id: string | null;
    /** Full name, or the fallback name (Unbekannt) when the author is gone. */
    name: string;
    type: 'client' | 'team';
    initials: string;
  };
  timestamp: string;
  relatedTo: {
    id: string;
    /** Task title or project name (fallbacks Aufgabe, Projekt). */
    title: string;
    type: 'task' | 'project';
    /** The project the task belongs to, or the project itself. */
    projectId: string;
  };
}

/** GET /api/dashboard/project-progress: per project, the tasks the caller may see and how many are completed. */
export interface ProjectProgressView {
  projectId: string;
  taskCount: number;
  completedTasks: number;
}

/** GET /api/projects/{id}/report (query): canAccessReports. */
export interface ProjectReportQuery {
  /** The caller's calendar day (YYYY-MM-DD) for the overdue list; default: the server's day (UTC). */
  today?: string;
}

export interface ProjectReportOverdueTask {
  id: string;
  title: string;
  dueDate: string;
  status: TaskStatus;
  assignedTo: UserSummary | null;
}

export interface ProjectReportDecision {
  id: string;
  taskId: string;
  taskTitle: string;
  status: Exclude<ClientApprovalStatus, 'pending'>;
  comment: string | null;
  actor: { id: string; firstName: string; lastName: string } | null;
  createdAt: string;
}

/** GET /api/projects/{id}/report: the project's figures over the tasks the caller may see. */
export interface ProjectReportResponse {
  projectId: string;
  generatedAt: string;
  taskCount: number;
  tasksByStatus: Record<TaskStatus, number>;
  /** Sum of estimatedTime: of open tasks, of completed tasks, and how many tasks have no estimate. */
  estimatedHours: { open: number; done: number; unestimatedTasks: number };
  /** Open tasks due before `today`, oldest due date first. */
  overdueTasks: ProjectReportOverdueTask[];
  approvals: {
    /** Current state of the tasks that ask for approval. */
    pending: number;
    approved: number;
    rejected: number;
    /** Every client decision (approved or rejected), newest first. */
    decisions: ProjectReportDecision[];
  };
}
