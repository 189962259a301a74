import { Injectable } from '@nestjs/common';
import { RECENT_ACTIVITY_DEFAULT_LIMIT, type RecentActivityItem, type UserLanguage } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import type { CommentBase } from '../comments/comment-base.entity';
import { PROJECT_COMMENTS, TASK_COMMENTS, type CommentThread } from '../comments/comment-thread';
import type { ProjectComment } from '../comments/project-comment.entity';
import type { TaskComment } from '../comments/task-comment.entity';
import { textsIn } from '../i18n/api-texts';
import { StoredFile } from '../file-storage/stored-file.entity';
import type { SelectQueryBuilder } from 'typeorm';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';

/** What an item shows for an author, task or project that is gone. */
interface FallbackNames {
  author: string;
  task: string;
  project: string;
}

/**
 * The recent activity feed (docs/product-rules.md#objects-and-their-computed-fields): the newest task and project comments the caller
 * may see. Internal comments never appear, for the team side neither (docs/roles-and-permissions.md#read-state-of-comments).
 */
@Injectable()
export class RecentActivityService {
  constructor(private readonly data: TenantDataAccess) {}

  async list(
    actor: Actor,
    limit = RECENT_ACTIVITY_DEFAULT_LIMIT,
    language?: 'de' | 'en',
  ): Promise<RecentActivityItem[]> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const [taskComments, projectComments, names] = await Promise.all([
      newest(TASK_COMMENTS, scope, actor, limit),
      newest(PROJECT_COMMENTS, scope, actor, limit),
      this.fallbackNames(scope, actor, language),
    ]);
    const items = [
      ...taskComments.map((comment) => fromTaskComment(comment, names)),
      ...projectComments.map((comment) => fromProjectComment(comment, names)),
    ];
    items.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id));
    return this.withFileNames(scope, items.slice(0, limit));
  }

  /** A comment that is just files reads as their names. */
  private async withFileNames(scope: TenantScope, items: RecentActivityItem[]): Promise<RecentActivityItem[]> {
    const empty = items.filter((item) => item.content.trim() === '');
    if (empty.length === 0) return items;
    const commentId = (item: RecentActivityItem) => item.id.slice(item.id.indexOf('_') + 1);
    const files = await scope
      .query(StoredFile, 'file')
      .andWhere('(file.taskCommentId IN (:...ids) OR file.projectCommentId IN (:...ids))', {
        ids: empty.map(commentId),
      })
      .orderBy('file.createdAt', 'ASC')
      .getMany();
    return items.map((item) => {
      if (item.content.trim() !== '') return item;
      const id = commentId(item);
      const namesOf = files.filter((file) => (file.taskCommentId ?? file.projectCommentId) === id);
      return { ...item, content: namesOf.map((file) => file.fileName).join(', ') };
    });
  }

  /** German unless the caller chose English (or asks for it). */
  private async fallbackNames(scope: TenantScope, actor: Actor, language?: UserLanguage): Promise<FallbackNames> {
    const chosen = language ?? (await scope.findOne(User, { id: actor.userId }))?.language ?? 'de';
    const t = textsIn(chosen, 'activity');
    return {
      author: t('recentActivity.fallback.author'),
      task: t('recentActivity.fallback.task'),
      project: t('recentActivity.fallback.project'),
    };
  }
}

/**
 * The newest visible comments: their ids first (read in order from the feed's index, without their authors), then
 * those comments with their task or project and author. Joined to the whole page's rows at once, the authors would be
 * read by hashing every user of the platform.
 */
async function newest<C extends CommentBase>(
  thread: CommentThread<C>,
  scope: TenantScope,
  actor: Actor,
  limit: number,
): Promise<C[]> {
  const newestFirst = <Q extends SelectQueryBuilder<C>>(query: Q) =>
    query.orderBy('comment.createdAt', 'DESC').addOrderBy('comment.id', 'DESC');
  // Many-to-one joins only, so a plain LIMIT is exact.
  const ids = (
    await newestFirst(thread.visibleQuery(scope, actor, false, false))
      .select('comment.id', 'id')
      .limit(limit)
      .getRawMany<{ id: string }>()
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  return newestFirst(thread.chosenQuery(scope).andWhere('comment.id IN (:...pageIds)', { pageIds: ids })).getMany();
}

function author(comment: CommentBase, names: FallbackNames): RecentActivityItem['author'] {
  const user = comment.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() : '';
  return {
    id: user?.id ?? null,
    name: name || names.author,
    type: user?.userType === 'client' ? 'client' : 'team',
    initials: initials || '?',
  };
}

function fromTaskComment(comment: TaskComment, names: FallbackNames): RecentActivityItem {
  return {
    id: `task_${comment.id}`,
    type: 'task_comment',
    content: comment.content,
    author: author(comment, names),
    timestamp: comment.createdAt.toISOString(),
    relatedTo: {
      id: comment.taskId,
      title: comment.task?.title || names.task,
      type: 'task',
      projectId: comment.task?.projectId ?? '',
    },
  };
}

function fromProjectComment(comment: ProjectComment, names: FallbackNames): RecentActivityItem {
  return {
    id: `project_${comment.id}`,
    type: 'project_comment',
    content: comment.content,
    author: author(comment, names),
    timestamp: comment.createdAt.toISOString(),
    relatedTo: {
      id: comment.projectId,
      title: comment.project?.name || names.project,
      type: 'project',
      projectId: comment.projectId,
    },
  };
}
