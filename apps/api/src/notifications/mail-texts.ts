import type { UserLanguage } from '@taskflow/contracts';
import { projectStatusLabel, taskStatusLabel } from '../common/status-labels';
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
}

/** One line telling what happened, e.g. "Ann Admin completed the task “Logo” (Website)". */
export function activityLine(language: UserLanguage, facts: ActivityFacts): string {
  const { project, task } = facts;
  const who = facts.actorName ?? COMMON[language].someone;
  const en = language === 'en';
  const taskName = task
    ? en
      ? `the task “${task.title}” (${project.name})`
      : `die Aufgabe „${task.title}“ (${project.name})`
    : '';
  const projectName = en ? `the project ${project.name}` : `das Projekt ${project.name}`;
  switch (facts.kind) {
    case 'task.created':
      return en
        ? `${who} created ${taskName} and assigned it to you.`
        : `${who} hat ${taskName} angelegt und Ihnen zugewiesen.`;
    case 'task.updated':
      if (facts.assignedToReader)
        return en ? `${who} assigned ${taskName} to you.` : `${who} hat Ihnen ${taskName} zugewiesen.`;
      if (facts.completed) return en ? `${who} completed ${taskName}.` : `${who} hat ${taskName} abgeschlossen.`;
      if (facts.statusChanged && task)
        return en
          ? `${who} set ${taskName} to “${taskStatusLabel(language, task.status)}”.`
          : `${who} hat ${taskName} auf „${taskStatusLabel(language, task.status)}“ gesetzt.`;
      return en ? `${who} updated ${taskName}.` : `${who} hat ${taskName} aktualisiert.`;
    case 'task.approval_requested':
      return en ? `${who} asks for your approval of ${taskName}.` : `${who} bittet um Ihre Freigabe für ${taskName}.`;
    case 'task.approval_decided':
      return en
        ? `${who} answered the approval request of ${taskName}.`
        : `${who} hat die Freigabe von ${taskName} beantwortet.`;
    case 'comment.created':
      return task
        ? en
          ? `${who} commented on ${taskName}:`
          : `${who} hat ${taskName} kommentiert:`
        : en
          ? `${who} commented on ${projectName}:`
          : `${who} hat ${projectName} kommentiert:`;
    case 'project.created':
      return en ? `${who} created ${projectName}.` : `${who} hat ${projectName} angelegt.`;
    case 'project.updated':
      if (facts.statusChanged)
        return en
          ? `${who} set ${projectName} to “${projectStatusLabel(language, project.status)}”.`
          : `${who} hat ${projectName} auf „${projectStatusLabel(language, project.status)}“ gesetzt.`;
      return en ? `${who} updated ${projectName}.` : `${who} hat ${projectName} aktualisiert.`;
  }
}

/** The subject of a mail about one activity. */
export function activitySubject(language: UserLanguage, facts: ActivityFacts, forClient: boolean): string {
  const en = language === 'en';
  const { project, task } = facts;
  if (forClient)
    return facts.kind === 'task.approval_requested' && task
      ? en
        ? `Your approval is requested: ${task.title}`
        : `Ihre Freigabe wird erbeten: ${task.title}`
      : en
        ? `News about your project ${project.name}`
        : `Neuigkeiten zu Ihrem Projekt ${project.name}`;
  if (facts.kind === 'comment.created')
    return en ? `New comment: ${task?.title ?? project.name}` : `Neuer Kommentar: ${task?.title ?? project.name}`;
  if (task && (facts.kind === 'task.created' || facts.assignedToReader))
    return en ? `New task for you: ${task.title}` : `Neue Aufgabe für Sie: ${task.title}`;
  if (task && facts.completed) return en ? `Completed: ${task.title}` : `Erledigt: ${task.title}`;
  if (task) return en ? `Task update: ${task.title}` : `Aufgabe aktualisiert: ${task.title}`;
  return en ? `Project update: ${project.name}` : `Projekt-Update: ${project.name}`;
}

export interface CommonTexts {
  greeting: (firstName: string) => string;
  open: string;
  openTasks: string;
  footer: string;
  unsubscribe: (preferences: MailPreference[]) => string;
  someone: string;
}

const PREFERENCE_NAMES: Record<UserLanguage, Record<MailPreference, string>> = {
  en: {
    emailTaskAssigned: 'task assignments',
    emailTaskCompleted: 'completed tasks',
    emailTaskCommented: 'task comments',
    emailProjectUpdates: 'project updates',
    emailDeadlineReminders: 'deadline reminders',
    emailDailyDigest: 'the daily digest',
    emailWeeklyReport: 'the weekly report',
    emailClientUpdates: 'project news',
    emailClientReports: 'progress reports',
  },
  de: {
    emailTaskAssigned: 'Aufgabenzuweisungen',
    emailTaskCompleted: 'erledigte Aufgaben',
    emailTaskCommented: 'Aufgabenkommentare',
    emailProjectUpdates: 'Projekt-Updates',
    emailDeadlineReminders: 'Fristerinnerungen',
    emailDailyDigest: 'den Tagesüberblick',
    emailWeeklyReport: 'den Wochenbericht',
    emailClientUpdates: 'Projektneuigkeiten',
    emailClientReports: 'Fortschrittsberichte',
  },
};

export const COMMON: Record<UserLanguage, CommonTexts> = {
  en: {
    greeting: (firstName) => `Hello ${firstName},`,
    open: 'Open in TaskFlow',
    openTasks: 'Open your tasks',
    footer: 'You get this mail because of your TaskFlow notification settings.',
    unsubscribe: (preferences) =>
      `Unsubscribe from ${preferences.map((preference) => PREFERENCE_NAMES.en[preference]).join(', ')}`,
    someone: 'Someone',
  },
  de: {
    greeting: (firstName) => `Hallo ${firstName},`,
    open: 'In TaskFlow öffnen',
    openTasks: 'Ihre Aufgaben öffnen',
    footer: 'Sie erhalten diese E-Mail aufgrund Ihrer Benachrichtigungseinstellungen bei TaskFlow.',
    unsubscribe: (preferences) =>
      `${preferences.map((preference) => PREFERENCE_NAMES.de[preference]).join(', ')} abbestellen`,
    someone: 'Jemand',
  },
};

export function preferenceNames(language: UserLanguage, preferences: MailPreference[]): string[] {
  return preferences.map((preference) => PREFERENCE_NAMES[language][preference]);
}
