import type { TaskView, UserLanguage } from '@taskflow/contracts';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { taskStatusLabel } from '../common/status-labels';

const TEXTS: Record<UserLanguage, { calendar: string; project: string; status: string; open: string }> = {
  en: {
    calendar: 'TaskFlow due dates',
    project: 'Project',
    status: 'Status',
    open: 'Open in TaskFlow',
  },
  de: {
    calendar: 'TaskFlow-Fälligkeiten',
    project: 'Projekt',
    status: 'Status',
    open: 'In TaskFlow öffnen',
  },
};

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
  const texts = TEXTS[language];
  const calendar = ical({
    name: texts.calendar,
    prodId: { company: 'TaskFlow', product: 'Calendar feed', language: language.toUpperCase() },
  });
  calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.ttl(60 * 60);
  for (const task of tasks) {
    if (!task.dueDate) continue;
    const link = `${webAppUrl}/dashboard/kanban?projectId=${task.projectId}&taskId=${task.id}`;
    const status = taskStatusLabel(language, task.status);
    calendar.createEvent({
      id: `task-${task.id}@${uidDomain}`,
      start: new Date(`${task.dueDate}T00:00:00Z`),
      allDay: true,
      summary: task.status === 'completed' ? `✓ ${task.title}` : task.title,
      description: [
        `${texts.project}: ${task.project.name}`,
        `${texts.status}: ${status}`,
        '',
        task.description,
        '',
        `${texts.open}: ${link}`,
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
