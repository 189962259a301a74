/** The messages page's project sidebar: comment counts per project and task the caller may see. */
import type { ProjectStatus, TaskStatus } from './work';

export interface CommentCounts {
  /** Comments the caller may see (internal ones count for the team side only). */
  total: number;
  /** Of those, the ones the caller's side has not read (isReadByTeam or isReadByClient false). */
  unread: number;
  lastCommentAt: string | null;
}

export interface ProjectCommentOverview {
  project: {
    id: string;
    name: string;
    status: ProjectStatus;
    isActive: boolean;
    clientCompany: { id: string; name: string } | null;
  };
  /** Comments on the project itself; null when the caller may not open the project's own thread. */
  projectComments: CommentCounts | null;
  /** Comments on the project's tasks the caller may see. */
  taskComments: CommentCounts;
  /** projectComments.unread + taskComments.unread. */
  unreadCount: number;
}

/** GET /api/comments/overview: every project the caller may see or holds a visible task of, by name. */
export interface CommentOverviewResponse {
  projects: ProjectCommentOverview[];
}

export interface TaskCommentOverview {
  id: string;
  title: string;
  status: TaskStatus;
  isClientVisible: boolean;
  comments: CommentCounts;
}

/** GET /api/comments/overview/{projectId}: the project and its tasks the caller may see, with their counts. */
export interface ProjectCommentDetailResponse {
  overview: ProjectCommentOverview;
  tasks: TaskCommentOverview[];
}
