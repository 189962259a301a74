import type { TimeEntryFilter } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { Customer } from '../customer-records/customer.entity';
import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import { Agency } from '../tenancy/agency.entity';
import type { TenantQueryBuilder } from '../tenancy/tenant-query-builder';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { ProjectMemberRate } from '../time-tracking/project-member-rate.entity';
import { TimeEntry } from '../time-tracking/time-entry.entity';
import { filterEntries, restrictToReadableEntries } from '../time-tracking/time-entry.view';

/**
 * An entry's hourly rate in cents: the rate it was billed at once billed, else the most specific of the person's on
 * the project, the project's and the agency's default; null when none is set (its amount is then 0).
 */
export const ENTRY_RATE_CENTS = `CASE WHEN "entry"."billed_at" IS NOT NULL THEN "entry"."billed_rate_cents"
  ELSE COALESCE("member_rate"."hourly_rate_cents", "project"."hourly_rate_cents", "agency"."default_hourly_rate_cents") END`;
/**
 * An entry's amount in whole cents as the database keeps it: billable minutes × ENTRY_RATE_CENTS ÷ 60, rounded half up
 * per entry ((minutes × rate + 30) div 60); 0 when not billable or without a rate. Written by triggers as the entry or
 * one of its rates changes (migration KeptTimeTotals1797940000000).
 */
export const ENTRY_AMOUNT_CENTS = `"entry"."amount_cents"`;

/**
 * The entries the actor reads (admins all; team members with canAccessReports those on the work they see), as
 * `entry` with `owner`, `project`, `company`, `task`, `member_rate` and `agency` joined, limited by `filter`.
 */
export function reportEntries(
  scope: TenantScope,
  actor: Actor,
  filter: TimeEntryFilter,
): TenantQueryBuilder<TimeEntry> {
  const query = scope
    .query(TimeEntry, 'entry')
    .innerJoin(User, 'owner', 'owner.id = entry.userId')
    .innerJoin(Project, 'project', 'project.id = entry.projectId')
    .innerJoin(Customer, 'company', 'company.id = project.clientCompanyId')
    .innerJoin(Agency, 'agency', 'agency.id = entry.serviceProviderId')
    .leftJoin(Task, 'task', 'task.id = entry.taskId')
    .leftJoin(
      ProjectMemberRate,
      'member_rate',
      'member_rate.projectId = entry.projectId AND member_rate.userId = entry.userId',
    );
  return limitEntries(query, actor, filter);
}

/**
 * Limits a select of the agency's entries as `entry` to those the actor reads and `filter` names. The select must
 * join `project` (read only by the customer filter) and `task` (read only by a team member's visibility).
 */
export function limitEntries(
  query: TenantQueryBuilder<TimeEntry>,
  actor: Actor,
  filter: TimeEntryFilter,
): TenantQueryBuilder<TimeEntry> {
  restrictToReadableEntries(query, actor, true);
  return filterEntries(query, filter);
}
