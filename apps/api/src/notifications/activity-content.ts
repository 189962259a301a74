import { plainMentions, type UserLanguage } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import type { MailLinks } from './mail-links';
import { activityLine, type ActivityFacts } from './mail-texts';
import type { ReaderAccess } from './reader-access';
import type { WorkActivity } from './work-activity.entity';

/** One activity as a reader may be told of it now: what happened, a link, and a comment's text. */
export interface ActivityItem {
  activity: WorkActivity;
  facts: ActivityFacts;
  url: string;
  clientCompanyId: string;
  line: (language: UserLanguage) => string;
}

/**
 * Reads an activity's objects as `reader` may see them right now; null when the task, project or comment is gone or
 * out of the reader's sight (a hidden task, an internal comment for a client, a project of another company).
 */
export async function describeActivity(
  scope: TenantScope,
  access: ReaderAccess,
  links: MailLinks,
  reader: Actor,
  activity: WorkActivity,
): Promise<ActivityItem | null> {
  if (activity.details.conversationId) return describeMessage(scope, access, links, reader, activity);
  const task = activity.taskId ? await access.task(reader, activity.taskId) : null;
  if (activity.taskId && !task) return null;
  const project = task?.project ?? (activity.projectId ? await access.project(reader, activity.projectId) : null);
  if (!project) return null;
  let comment: string | undefined;
  if (activity.commentId) {
    const found = await access.comment(reader, activity.details.thread ?? 'task', activity.commentId);
    if (!found) return null;
    comment = plainMentions(found.content);
  }
  const details = activity.details;
  const facts: ActivityFacts = {
    kind: activity.kind,
    actorName: await actorNameOf(scope, activity),
    project: { name: project.name, status: project.status },
    task: task ? { title: task.title, status: task.status } : undefined,
    comment,
    statusChanged:
      details.status !== undefined && details.previousStatus !== undefined && details.status !== details.previousStatus,
    assignedToReader:
      activity.kind === 'task.updated' &&
      details.assignedToId === reader.userId &&
      details.assignedToId !== details.previousAssignedToId,
    completed:
      details.status === 'completed' && details.previousStatus !== 'completed' && activity.kind === 'task.updated',
    percent: details.percent,
  };
  return {
    activity,
    facts,
    url: task ? links.task(task.projectId, task.id) : links.project(project.id),
    clientCompanyId: project.clientCompanyId,
    line: (language) => activityLine(language, facts),
  };
}

/** A message activity, while the reader still takes part in its conversation and the message is there. */
async function describeMessage(
  scope: TenantScope,
  access: ReaderAccess,
  links: MailLinks,
  reader: Actor,
  activity: WorkActivity,
): Promise<ActivityItem | null> {
  const { conversationId, messageId } = activity.details;
  const found = conversationId && messageId ? await access.message(reader, conversationId, messageId) : null;
  if (!found) return null;
  const facts: ActivityFacts = {
    kind: activity.kind,
    actorName: await actorNameOf(scope, activity),
    // A conversation belongs to no project: the project's place in a mail line is the conversation's (its name, if any).
    project: { name: found.conversation.name ?? '', status: '' },
    conversation: { id: found.conversation.id, name: found.conversation.name },
    comment: plainMentions(found.message.content),
    mentionedIn: 'message',
  };
  return {
    activity,
    facts,
    url: links.conversation(found.conversation.id),
    clientCompanyId: '',
    line: (language) => activityLine(language, facts),
  };
}

async function actorNameOf(scope: TenantScope, activity: WorkActivity): Promise<string | null> {
  const author = activity.actorId ? await scope.findOne(User, { id: activity.actorId }) : null;
  return author ? `${author.firstName} ${author.lastName}`.trim() : null;
}
