export const TASK_STATUSES = ['todo', 'in_progress', 'review', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_CATEGORIES = [
  'development',
  'design',
  'testing',
  'documentation',
  'review',
  'planning',
  'bugFix',
  'feature',
  'maintenance',
] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];

export const CLIENT_APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClientApprovalStatus = (typeof CLIENT_APPROVAL_STATUSES)[number];

export const PROJECT_STATUSES = ['planning', 'in_progress', 'review', 'completed', 'on_hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Sort order of project statuses in lists. */
export const PROJECT_STATUS_ORDER: readonly ProjectStatus[] = [
  'planning',
  'in_progress',
  'review',
  'on_hold',
  'completed',
];

export const ESTIMATED_TIME_STEP_HOURS = 0.5;
export const TASK_DUE_SOON_DAYS = 2;
export const PROJECT_DUE_SOON_DAYS = 7;
export const CLIENT_ACTIVITY_RECENT_HOURS = 24;
