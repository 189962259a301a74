import type { TaskView, UserLanguage } from '@taskflow/contracts';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { taskStatusLabel } from '../common/status-labels';
import { textsIn } from '../i18n/api-texts';

export interface FeedOptions {
  language: UserLanguage;
  /** Base URL of the web app, for the link of each task. */
  webAppUrl: string;
  /** A stable id of the feed's domain for the events' UIDs. */
  uidDomain: string;
}

/**
 * An RFC 5545 calendar with one all-day event per task with a due date (on that day). Completed tasks stay in the
 * feed, marked as such, so a calendar shows what was due when.
 */
export function renderTaskCalendar(tasks: TaskView[], { language, webAppUrl, uidDomain }: FeedOptions): string {
  const t = textsIn(language, 'pages');
  const calendar = ical({
    name: t('calendar.name'),
    prodId: { company: 'TaskFlow', product: 'Calendar feed', language: language.toUpperCase() },
  });
  calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.ttl(60 * 60);
  for (const task of tasks) {
    if (!task.dueDate) continue;
    const link = `${webAppUrl}/dashboard/kanban?projectId=${task.projectId}&taskId=${task.id}`;
    calendar.createEvent({
      id: `task-${task.id}@${uidDomain}`,
      start: new Date(`${task.dueDate}T00:00:00Z`),
      allDay: true,
      summary: task.status === 'completed' ? `✓ ${task.title}` : task.title,
      description: [
        t('calendar.project', { name: task.project.name }),
        t('calendar.status', { status: taskStatusLabel(language, task.status) }),
        '',
        task.description,
        '',
        t('calendar.open', { url: link }),
      ]
        .join('\n')
        .trim(),
      url: link,
      status: ICalEventStatus.CONFIRMED,
      stamp: new Date(task.updatedAt),
      lastModified: new Date(task.updatedAt),
    });
  }
  return calendar.toString();
}
