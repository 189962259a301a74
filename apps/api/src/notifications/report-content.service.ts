import { Injectable } from '@nestjs/common';
import type { TaskView, UserLanguage } from '@taskflow/contracts';
import { DateTime } from 'luxon';
import { ClientCommunicationSettings } from '../client-settings/client-communication-settings.entity';
import { textsIn } from '../i18n/api-texts';
import { Project } from '../projects/project.entity';
import { projectSpending } from '../time-figures/project-spending';
import { TasksService } from '../tasks/tasks.service';
import { describeActivity, type ActivityItem } from './activity-content';
import type { MailContentDraft, MailReader } from './mail-content.service';
import type { MailBlock } from './mail-document';
import type { NotificationMail } from './notification-mail.entity';
import { ReaderAccess } from './reader-access';
import { localDay } from './schedule-times';
import { WorkActivity } from './work-activity.entity';

/** Activities a daily digest lists at most (the rest are in the app). */
const DIGEST_MAX_ITEMS = 50;
const LIST_MAX_ITEMS = 20;

/** The scheduled mails: deadline reminders, the daily digest, the weekly report and clients' progress reports. */
@Injectable()
export class ReportContent {
  constructor(
    private readonly access: ReaderAccess,
    private readonly tasks: TasksService,
  ) {}

  build(reader: MailReader, mail: NotificationMail): Promise<MailContentDraft | null> {
    switch (mail.kind) {
      case 'deadline_reminders':
        return this.deadlineReminders(reader, mail);
      case 'daily_digest':
        return this.dailyDigest(reader, mail);
      case 'weekly_report':
        return this.weeklyReport(reader, mail);
      case 'client_report':
        return this.clientReport(reader, mail);
      case 'budget_warning':
        return this.budgetWarning(reader, mail);
      default:
        return Promise.resolve(null);
    }
  }

  /** Open tasks of the reader due tomorrow or overdue (by their local date when the reminder was due). */
  private async deadlineReminders(reader: MailReader, mail: NotificationMail): Promise<MailContentDraft | null> {
    if (!reader.preferences.emailDeadlineReminders) return null;
    const today = mail.details.day ?? localDay(new Date(), reader.user.timeZone);
    const tomorrow = DateTime.fromISO(today).plus({ days: 1 }).toISODate() as string;
    const open = (await this.ownTasks(reader)).filter((task) => task.status !== 'completed' && task.dueDate);
    const overdue = open.filter((task) => (task.dueDate as string) < today);
    const dueTomorrow = open.filter((task) => task.dueDate === tomorrow);
    if (overdue.length + dueTomorrow.length === 0) return null;
    return {
      preferences: ['emailDeadlineReminders'],
      build: (language) => {
        const t = textsIn(language, 'mail');
        const blocks: MailBlock[] = [];
        if (dueTomorrow.length)
          blocks.push({ heading: t('deadlines.dueTomorrow') }, this.taskList(reader, language, dueTomorrow));
        if (overdue.length) blocks.push({ heading: t('deadlines.overdue') }, this.taskList(reader, language, overdue));
        return {
          subject: t('deadlines.subject', { count: overdue.length + dueTomorrow.length }),
          greeting: t('greeting', { firstName: reader.user.firstName }),
          blocks,
          action: { label: t('openTasks'), url: reader.links.dashboard },
          footer: t('footer'),
        };
      },
    };
  }

  /** The day's activity the reader may see, others' only. */
  private async dailyDigest(reader: MailReader, mail: NotificationMail): Promise<MailContentDraft | null> {
    if (!reader.preferences.emailDailyDigest) return null;
    const items = (await this.activities(reader, mail)).slice(0, DIGEST_MAX_ITEMS);
    if (items.length === 0) return null;
    return {
      preferences: ['emailDailyDigest'],
      build: (language) => {
        const t = textsIn(language, 'mail');
        return {
          subject: t('dailyDigest.subject', { count: items.length }),
          greeting: t('greeting', { firstName: reader.user.firstName }),
          blocks: [
            { paragraph: t('dailyDigest.intro') },
            { items: items.map((item) => ({ text: item.line(language), url: item.url, quote: item.facts.comment })) },
          ],
          action: { label: t('open'), url: reader.links.dashboard },
          footer: t('footer'),
        };
      },
    };
  }

  /** The reader's own work: tasks completed in the week, overdue ones, those due next week, and how many are open. */
  private async weeklyReport(reader: MailReader, mail: NotificationMail): Promise<MailContentDraft | null> {
    if (!reader.preferences.emailWeeklyReport) return null;
    const own = await this.ownTasks(reader);
    const completedIds = new Set(
      (await this.activities(reader, mail, true))
        .filter((item) => item.facts.completed)
        .map((item) => item.activity.taskId),
    );
    const completed = own.filter((task) => task.status === 'completed' && completedIds.has(task.id));
    const open = own.filter((task) => task.status !== 'completed');
    const today = localDay(new Date(mail.details.to ?? Date.now()), reader.user.timeZone);
    const inAWeek = DateTime.fromISO(today).plus({ days: 7 }).toISODate() as string;
    const overdue = open.filter((task) => task.dueDate && task.dueDate < today);
    const dueSoon = open.filter((task) => task.dueDate && task.dueDate >= today && task.dueDate <= inAWeek);
    if (completed.length + open.length === 0) return null;
    return {
      preferences: ['emailWeeklyReport'],
      build: (language) => {
        const t = textsIn(language, 'mail');
        const blocks: MailBlock[] = [
          { paragraph: t('weeklyReport.summary', { completed: completed.length, open: open.length }) },
        ];
        if (completed.length)
          blocks.push({ heading: t('weeklyReport.completed') }, this.taskList(reader, language, completed));
        if (overdue.length)
          blocks.push({ heading: t('weeklyReport.overdue') }, this.taskList(reader, language, overdue));
        if (dueSoon.length)
          blocks.push({ heading: t('weeklyReport.dueSoon') }, this.taskList(reader, language, dueSoon));
        return {
          subject: t('weeklyReport.subject'),
          greeting: t('greeting', { firstName: reader.user.firstName }),
          blocks,
          action: { label: t('openTasks'), url: reader.links.dashboard },
          footer: t('footer'),
        };
      },
    };
  }

  /** A client's progress report on one project: progress, completed and upcoming client-visible tasks, open approvals. */
  private async clientReport(reader: MailReader, mail: NotificationMail): Promise<MailContentDraft | null> {
    const settings = await reader.scope.findOne(ClientCommunicationSettings, {});
    if (!reader.preferences.emailClientReports || settings?.clientReportsFrequency === 'never') return null;
    const projectId = mail.details.projectId;
    const project = projectId ? await this.access.project(reader.actor, projectId) : null;
    if (!project || !projectId) return null;
    const tasks = await this.tasks.everyVisible(reader.actor, { id: projectId, clientView: true });
    const done = tasks.filter((task) => task.status === 'completed');
    const progress = tasks.length ? Math.round((done.length / tasks.length) * 100) : 0;
    const completedIds = new Set(
      (await this.activities(reader, mail, true))
        .filter((item) => item.facts.completed && item.activity.projectId === projectId)
        .map((item) => item.activity.taskId),
    );
    const completed = done.filter((task) => completedIds.has(task.id));
    const upcoming = tasks
      .filter((task) => task.status !== 'completed')
      .sort((a, b) => (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'))
      .slice(0, LIST_MAX_ITEMS);
    const approvals = tasks.filter((task) => task.requiresClientApproval && task.clientApprovalStatus === 'pending');
    const budget = await this.sharedBudget(reader, projectId);
    return {
      preferences: ['emailClientReports'],
      build: (language) => {
        const t = textsIn(language, 'mail');
        const blocks: MailBlock[] = [
          { paragraph: t('clientReport.progress', { progress, done: done.length, total: tasks.length }) },
          { heading: t('clientReport.completedSince') },
          completed.length ? this.taskList(reader, language, completed) : { paragraph: t('clientReport.none') },
        ];
        if (budget)
          blocks.splice(1, 0, {
            paragraph: t('clientReport.budget', {
              spent: hoursLabel(language, budget.spentMinutes),
              budget: hoursLabel(language, budget.budgetHours * 60),
              percent: Math.floor((budget.spentMinutes * 100) / (budget.budgetHours * 60)),
            }),
          });
        if (upcoming.length)
          blocks.push({ heading: t('clientReport.comingUp') }, this.taskList(reader, language, upcoming));
        if (approvals.length)
          blocks.push({ heading: t('clientReport.awaitingApproval') }, this.taskList(reader, language, approvals));
        return {
          subject: t('clientReport.subject', { project: project.name }),
          greeting: t('greeting', { firstName: reader.user.firstName }),
          blocks,
          action: { label: t('open'), url: reader.links.project(projectId) },
          footer: t('footer'),
        };
      },
    };
  }

  /** To an admin: a project reached a share of its budget, with spent hours (and money) against the budget. */
  private async budgetWarning(reader: MailReader, mail: NotificationMail): Promise<MailContentDraft | null> {
    const { projectId, percent } = mail.details;
    if (reader.user.userType !== 'admin' || !reader.preferences.emailProjectUpdates || !projectId || !percent)
      return null;
    const project = await reader.scope.findOne(Project, { id: projectId });
    if (!project) return null;
    const spent = await projectSpending(reader.scope, projectId);
    return {
      preferences: ['emailProjectUpdates'],
      build: (language) => {
        const t = textsIn(language, 'mail');
        const blocks: MailBlock[] = [{ paragraph: t('budgetWarning.intro', { project: project.name, percent }) }];
        if (project.budgetHours)
          blocks.push({
            paragraph: t('budgetWarning.hours', {
              spent: hoursLabel(language, spent.minutes),
              budget: hoursLabel(language, project.budgetHours * 60),
            }),
          });
        if (project.budget)
          blocks.push({
            paragraph: t('budgetWarning.money', {
              spent: moneyLabel(language, spent.amountCents),
              budget: moneyLabel(language, project.budget * 100),
            }),
          });
        return {
          subject: t('budgetWarning.subject', { project: project.name, percent }),
          greeting: t('greeting', { firstName: reader.user.firstName }),
          blocks,
          action: { label: t('open'), url: reader.links.project(projectId) },
          footer: t('footer'),
        };
      },
    };
  }

  /** The hours spent against the budget while the project shares its meter with its client (as the meter shows it). */
  private async sharedBudget(
    reader: MailReader,
    projectId: string,
  ): Promise<{ spentMinutes: number; budgetHours: number } | null> {
    const project = await reader.scope.findOne(Project, { id: projectId });
    if (!project?.budgetSharedWithClient || !project.budgetHours) return null;
    const spent = await projectSpending(reader.scope, projectId);
    return { spentMinutes: spent.clientVisibleMinutes, budgetHours: project.budgetHours };
  }

  private async ownTasks(reader: MailReader): Promise<TaskView[]> {
    return (await this.tasks.everyVisible(reader.actor)).filter((task) => task.assignedToId === reader.user.id);
  }

  /** The period's activities the reader may see; others' only unless `includeOwn`. */
  private async activities(reader: MailReader, mail: NotificationMail, includeOwn = false): Promise<ActivityItem[]> {
    const { from, to } = mail.details;
    if (!from || !to) return [];
    const query = reader.scope
      .query(WorkActivity, 'activity')
      .andWhere('activity.occurredAt >= :from AND activity.occurredAt < :to', { from, to })
      .andWhere(`activity.kind <> 'task.due_tomorrow'`)
      .orderBy('activity.occurredAt', 'ASC');
    if (!includeOwn)
      query.andWhere('(activity.actorId IS NULL OR activity.actorId <> :readerId)', { readerId: reader.user.id });
    const items: ActivityItem[] = [];
    for (const activity of await query.getMany()) {
      const item = await describeActivity(reader.scope, this.access, reader.links, reader.actor, activity);
      if (item) items.push(item);
    }
    return items;
  }

  private taskList(reader: MailReader, language: UserLanguage, tasks: TaskView[]): MailBlock {
    const t = textsIn(language, 'mail');
    return {
      items: tasks.slice(0, LIST_MAX_ITEMS).map((task) => ({
        text: task.dueDate
          ? t('tasks.itemDue', {
              title: task.title,
              project: task.project.name,
              date: dayLabel(language, task.dueDate),
            })
          : t('tasks.item', { title: task.title, project: task.project.name }),
        url: reader.links.task(task.projectId, task.id),
      })),
    };
  }
}

function dayLabel(language: UserLanguage, day: string): string {
  return DateTime.fromISO(day).setLocale(language).toLocaleString(DateTime.DATE_MED);
}

function hoursLabel(language: UserLanguage, minutes: number): string {
  return (Math.round(minutes / 6) / 10).toLocaleString(language);
}

function moneyLabel(language: UserLanguage, cents: number): string {
  return (cents / 100).toLocaleString(language, { style: 'currency', currency: 'EUR' });
}
