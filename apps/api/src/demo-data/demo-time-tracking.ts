import { BUDGET_WARNING_PERCENTS } from '@taskflow/contracts';
import { Project } from '../projects/project.entity';
import { percentOf } from '../time-figures/project-spending';
import type { Task } from '../tasks/task.entity';
import type { TenantScope } from '../tenancy/tenant-scope';
import { ProjectMemberRate } from '../time-tracking/project-member-rate.entity';
import { TimeEntry } from '../time-tracking/time-entry.entity';
import { addDays, dayIn, weekStartOf } from '../time-tracking/time-zone-days';
import { TimesheetWeek } from '../time-tracking/timesheet-week.entity';
import type { User } from '../users/user.entity';

export type DemoPerson = 'admin' | 'team' | 'designer';

export interface DemoProjectWork {
  project: Project;
  tasks: { task: Task; assignee: DemoPerson }[];
}

/** What each person works on, on a weekday: project name, minutes, billable, note (a task of theirs when they have one). */
const WORKDAY: Record<DemoPerson, { project: string; minutes: number[]; billable: boolean; note: string }[]> = {
  admin: [
    { project: 'Website-Relaunch', minutes: [60, 90, 45, 75, 60], billable: true, note: 'Abstimmung mit dem Kunden' },
    { project: 'Intranet-Migration', minutes: [30, 0, 45, 0, 30], billable: true, note: 'Konzept' },
  ],
  team: [
    { project: 'Online-Bestellsystem', minutes: [180, 150, 210, 120, 165], billable: true, note: 'Entwicklung' },
    { project: 'Website-Relaunch', minutes: [120, 135, 90, 150, 105], billable: true, note: 'Umsetzung' },
    { project: 'Website-Relaunch', minutes: [30, 0, 0, 0, 0], billable: false, note: 'Interne Planung' },
  ],
  designer: [
    { project: 'Website-Relaunch', minutes: [150, 120, 165, 90, 0], billable: true, note: 'Entwürfe' },
    { project: 'Intranet-Migration', minutes: [0, 60, 0, 75, 90], billable: true, note: 'Styleguide' },
  ],
};

/** How much of its hours budget each project has spent: the relaunch is near its end (the meter it shares warns). */
const BUDGET_USE: Record<string, { percent: number; shared: boolean; rateCents: number | null }> = {
  'Website-Relaunch': { percent: 86, shared: true, rateCents: 11_000 },
  'Online-Bestellsystem': { percent: 55, shared: false, rateCents: null },
};

const WEEKS = 4;
const DEMO_TIME_ZONE = 'Europe/Berlin';
const AGENCY_RATE_CENTS = 9_500;
const DESIGNER_RELAUNCH_RATE_CENTS = 9_000;

/**
 * The demo agency's time tracking (docs/time-tracking.md): the weekdays of the last four weeks and of this week up to
 * yesterday, for the three team people; rates; one project at 86 % of its hours budget that shares its meter with the
 * client; the oldest two weeks of the shop billed; last week of the developer submitted and locked, of the designer
 * submitted and waiting.
 */
export async function seedDemoTimeTracking(
  scope: TenantScope,
  people: Record<DemoPerson, User>,
  work: DemoProjectWork[],
): Promise<void> {
  await scope.updateTenant({ defaultHourlyRateCents: AGENCY_RATE_CENTS });
  const byName = new Map(work.map((item) => [item.project.name, item]));
  const today = dayIn(people.admin.timeZone ?? DEMO_TIME_ZONE, new Date());
  const thisWeek = weekStartOf(today);
  const firstWeek = addDays(thisWeek, -7 * WEEKS);
  const lastWeek = addDays(thisWeek, -7);
  const billedBefore = addDays(firstWeek, 14);
  const billedAt = new Date(`${billedBefore}T09:00:00Z`);
  const spent = new Map<string, number>();

  for (let week = firstWeek; week <= thisWeek; week = addDays(week, 7))
    for (let weekday = 0; weekday < 5; weekday++) {
      const workDate = addDays(week, weekday);
      if (workDate >= today) break;
      for (const [person, plan] of Object.entries(WORKDAY) as [DemoPerson, (typeof WORKDAY)[DemoPerson]][])
        for (const [index, item] of plan.entries()) {
          const minutes = item.minutes[(weekday + index) % item.minutes.length];
          const target = byName.get(item.project);
          if (!minutes || !target) continue;
          const own = target.tasks.filter((candidate) => candidate.assignee === person);
          const task = item.billable && own.length ? own[weekday % own.length].task : null;
          const billed = item.project === 'Online-Bestellsystem' && workDate < billedBefore;
          await scope.insert(TimeEntry, {
            userId: people[person].id,
            projectId: target.project.id,
            taskId: task?.id ?? null,
            workDate,
            minutes,
            note: item.note,
            billable: item.billable,
            ...(billed
              ? { billedAt, invoiceReference: `RE-${billedBefore.slice(0, 4)}-017`, billedRateCents: AGENCY_RATE_CENTS }
              : {}),
          });
          spent.set(item.project, (spent.get(item.project) ?? 0) + minutes);
        }
    }

  for (const [name, use] of Object.entries(BUDGET_USE)) {
    const target = byName.get(name);
    if (!target) continue;
    const minutes = spent.get(name) ?? 0;
    const hours = Math.ceil(minutes / 60 / (use.percent / 100));
    const percent = percentOf(minutes, hours * 60) ?? 0;
    await scope.update(
      Project,
      { id: target.project.id },
      {
        budgetHours: hours,
        budgetSharedWithClient: use.shared,
        hourlyRateCents: use.rateCents,
        // The warnings of the thresholds already passed went out while the hours were logged.
        budgetWarningPercent: Math.max(0, ...BUDGET_WARNING_PERCENTS.filter((threshold) => percent >= threshold)),
      },
    );
  }
  const relaunch = byName.get('Website-Relaunch');
  if (relaunch)
    await scope.insert(ProjectMemberRate, {
      projectId: relaunch.project.id,
      userId: people.designer.id,
      hourlyRateCents: DESIGNER_RELAUNCH_RATE_CENTS,
    });

  const submittedAt = new Date(`${addDays(lastWeek, 4)}T16:00:00Z`);
  await scope.insert(TimesheetWeek, {
    userId: people.team.id,
    weekStart: lastWeek,
    submittedAt,
    lockedAt: new Date(`${thisWeek}T08:00:00Z`),
    lockedById: people.admin.id,
  });
  await scope.insert(TimesheetWeek, { userId: people.designer.id, weekStart: lastWeek, submittedAt });
}
