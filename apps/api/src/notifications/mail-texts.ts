import type { UserLanguage } from '@taskflow/contracts';
import { projectStatusLabel, taskStatusLabel } from '../common/status-labels';
import { textsIn } from '../i18n/api-texts';
import type { WorkActivityKind } from '../live-events/work-activity';
import type { MailPreference } from './notification-reasons';

/** What one line of a mail tells about one activity. */
export interface ActivityFacts {
  kind: WorkActivityKind;
  /** Null when the author's account is gone. */
  actorName: string | null;
  project: { name: string; status: string };
  task?: { title: string; status: string };
  /** The comment's text, when the activity is a comment. */
  comment?: string;
  /** task.updated / project.updated: the status changed in this activity. */
  statusChanged?: boolean;
  /** task.updated: the task was (re)assigned to the reader. */
  assignedToReader?: boolean;
  /** task.updated: the task was completed in this activity. */
  completed?: boolean;
  /** message.mentioned: the conversation (its name null for a direct one). */
  conversation?: { id: string; name: string | null };
  /** The reader hears of it because they were mentioned: where (a comment, a task's description or a message). */
  mentionedIn?: 'comment' | 'description' | 'message';
  /** project.budget_warning: the share of the budget reached. */
  percent?: number;
}

/** One line telling what happened, e.g. "Ann Admin completed the task “Logo” (Website)". */
export function activityLine(language: UserLanguage, facts: ActivityFacts): string {
  const t = textsIn(language, 'mail');
  const { project, task } = facts;
  const who = facts.actorName ?? t('someone');
  const taskName = task ? t('activity.task', { title: task.title, project: project.name }) : '';
  const projectName = t('activity.project', { name: project.name });
  if (facts.mentionedIn === 'message') return t('activity.mentionedInMessage', { who });
  if (facts.mentionedIn === 'description' && task) return t('activity.mentionedInDescription', { who, task: taskName });
  if (facts.mentionedIn === 'comment')
    return t('activity.mentionedInComment', { who, what: task ? taskName : projectName });
  switch (facts.kind) {
    case 'task.created':
      return t('activity.taskCreated', { who, task: taskName });
    case 'task.updated':
      if (facts.assignedToReader) return t('activity.taskAssigned', { who, task: taskName });
      if (facts.completed) return t('activity.taskCompleted', { who, task: taskName });
      if (facts.statusChanged && task)
        return t('activity.statusSet', { who, what: taskName, status: taskStatusLabel(language, task.status) });
      return t('activity.updated', { who, what: taskName });
    case 'task.approval_requested':
      return t('activity.approvalRequested', { who, task: taskName });
    case 'task.approval_decided':
      return t('activity.approvalDecided', { who, task: taskName });
    case 'task.due_tomorrow':
      return t('activity.dueTomorrow', { task: taskName });
    case 'message.mentioned':
      return t('activity.mentionedInMessage', { who });
    case 'project.budget_warning':
      return t('budgetWarning.intro', { project: project.name, percent: facts.percent ?? 0 });
    case 'mention.added':
      return t('activity.updated', { who, what: task ? taskName : projectName });
    case 'comment.created':
      return t('activity.commented', { who, what: task ? taskName : projectName });
    case 'project.created':
      return t('activity.projectCreated', { who, project: projectName });
    case 'project.updated':
      if (facts.statusChanged)
        return t('activity.statusSet', {
          who,
          what: projectName,
          status: projectStatusLabel(language, project.status),
        });
      return t('activity.updated', { who, what: projectName });
  }
}

/** The subject of a mail about one activity. */
export function activitySubject(language: UserLanguage, facts: ActivityFacts, forClient: boolean): string {
  const t = textsIn(language, 'mail');
  const { project, task } = facts;
  if (facts.mentionedIn === 'message') return t('subject.mentionedInMessage', { who: facts.actorName ?? t('someone') });
  if (forClient)
    return facts.kind === 'task.approval_requested' && task
      ? t('subject.approvalRequested', { title: task.title })
      : t('subject.clientNews', { project: project.name });
  if (facts.mentionedIn)
    return t('subject.mentioned', { who: facts.actorName ?? t('someone'), name: task?.title ?? project.name });
  if (facts.kind === 'comment.created') return t('subject.comment', { name: task?.title ?? project.name });
  if (task && (facts.kind === 'task.created' || facts.assignedToReader))
    return t('subject.newTask', { title: task.title });
  if (task && facts.completed) return t('subject.completed', { title: task.title });
  if (task) return t('subject.taskUpdate', { title: task.title });
  return t('subject.projectUpdate', { project: project.name });
}

/** The preferences' names as a mail or the unsubscribe page lists them. */
export function preferenceNames(language: UserLanguage, preferences: MailPreference[]): string[] {
  const t = textsIn(language, 'mail');
  return preferences.map((preference) => t(`preferences.${preference}`));
}

/** The label of a mail's unsubscribe link. */
export function unsubscribeLabel(language: UserLanguage, preferences: MailPreference[]): string {
  return textsIn(language, 'mail')('unsubscribe', { preferences: preferenceNames(language, preferences).join(', ') });
}
