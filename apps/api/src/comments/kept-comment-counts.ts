import type { CommentCounts } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { isTeamSide } from '../authorization/actor';
import { restrictToVisibleProjects } from '../authorization/visibility';
import { Project } from '../projects/project.entity';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { CommentCount, type CommentCountThread } from './comment-count.entity';
import { UnreadCommentCount } from './unread-comment-count.entity';

interface KeptRow {
  key: string;
  total: number;
  unread: number;
  last: Date | string | null;
}

/**
 * The comment counts the database keeps per project (`CommentCount`) of one thread, as the actor sees them: the
 * projects they may see, or for task comments every project when they see every task (clients: their company's, whose
 * client-visible tasks the client audience already is). Null for the task comments of a team member who sees only
 * the tasks assigned to them: those are counted from their tasks' comments.
 */
export function keptCommentCounts(
  scope: TenantScope,
  actor: Actor,
  thread: 'project',
): Promise<Map<string, CommentCounts>>;
export function keptCommentCounts(
  scope: TenantScope,
  actor: Actor,
  thread: 'task',
): Promise<Map<string, CommentCounts> | null>;
export async function keptCommentCounts(
  scope: TenantScope,
  actor: Actor,
  thread: CommentCountThread,
): Promise<Map<string, CommentCounts> | null> {
  const teamSide = isTeamSide(actor);
  if (thread === 'task' && teamSide && !actor.permissions.canViewAllTasks) return null;
  const query = scope
    .query(Project, 'project')
    .innerJoin(
      CommentCount,
      'counts',
      'counts.projectId = project.id AND counts.serviceProviderId = project.serviceProviderId AND ' +
        'counts.thread = :thread AND counts.audience = :audience AND counts.total > 0',
      { thread, audience: teamSide ? 'team' : 'client' },
    )
    .select('counts.projectId', 'key')
    .addSelect('counts.total', 'total')
    .addSelect('counts.unread', 'unread')
    .addSelect('counts.lastCommentAt', 'last');
  const visible = thread === 'project' || !teamSide ? restrictToVisibleProjects(query, actor) : query;
  const rows = await visible.getRawMany<KeptRow>();
  return new Map(
    rows.map((row) => [
      row.key,
      {
        total: Number(row.total),
        unread: Number(row.unread),
        lastCommentAt: row.last === null ? null : new Date(row.last).toISOString(),
      },
    ]),
  );
}

/**
 * The task comments a team member who sees only their own tasks has not read (their side: the team's read state,
 * internal ones included), as the database keeps them per assignee (`UnreadCommentCount`).
 */
export async function keptUnreadOnOwnTasks(scope: TenantScope, actor: Actor): Promise<number> {
  const row = await scope
    .query(User, 'member')
    .innerJoin(
      UnreadCommentCount,
      'kept',
      'kept.assignedToId = member.id AND kept.serviceProviderId = member.serviceProviderId',
    )
    .select('kept.unread', 'unread')
    .andWhere('member.id = :memberId', { memberId: actor.userId })
    .getRawOne<{ unread: number }>();
  return Number(row?.unread ?? 0);
}
