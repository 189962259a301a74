import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { Clock } from '../common/clock';
import { Project } from '../projects/project.entity';
import { Agency } from '../tenancy/agency.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { ProjectMemberRate } from '../time-tracking/project-member-rate.entity';
import { TimeEntriesService } from '../time-tracking/time-entries.service';
import { TimeEntry } from '../time-tracking/time-entry.entity';
import { TimeEntryLockedException, TimeEntryNotFoundException } from '../time-tracking/time-tracking.exception';
import type { MarkBilledDto } from './time-report.dto';

interface BillableRow {
  id: string;
  userId: string;
  projectId: string;
  billedAt: Date | null;
  rateCents: number | null;
}

/**
 * Marks entries billed (admins) with an invoice reference and the hourly rate of that moment, which locks them. All or
 * nothing: an unknown entry (404) or one already billed (409 TIME_ENTRY_LOCKED) leaves the whole batch unchanged.
 */
@Injectable()
export class TimeBillingService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly clock: Clock,
    private readonly entries: TimeEntriesService,
  ) {}

  async markBilled(actor: Actor, dto: MarkBilledDto): Promise<{ billed: number }> {
    const ids = [...new Set(dto.entryIds)];
    const rows = await this.data.transaction(actor.serviceProviderId, async (tx) => {
      const found = await tx
        .query(TimeEntry, 'entry')
        .innerJoin(Project, 'project', 'project.id = entry.projectId')
        .innerJoin(Agency, 'agency', 'agency.id = entry.serviceProviderId')
        .leftJoin(
          ProjectMemberRate,
          'member_rate',
          'member_rate.projectId = entry.projectId AND member_rate.userId = entry.userId',
        )
        .select('entry.id', 'id')
        .addSelect('entry.userId', 'userId')
        .addSelect('entry.projectId', 'projectId')
        .addSelect('entry.billedAt', 'billedAt')
        .addSelect(
          'COALESCE(member_rate.hourlyRateCents, project.hourlyRateCents, agency.defaultHourlyRateCents)',
          'rateCents',
        )
        .andWhere('entry.id IN (:...ids)', { ids })
        .orderBy('entry.id')
        .setLock('pessimistic_write', undefined, ['entry'])
        .getRawMany<BillableRow>();
      if (found.length !== ids.length) throw new TimeEntryNotFoundException();
      if (found.some((row) => row.billedAt !== null)) throw new TimeEntryLockedException();
      const billedAt = this.clock.now();
      const byRate = new Map<number | null, string[]>();
      for (const row of found) {
        const rate = row.rateCents === null ? null : Number(row.rateCents);
        byRate.set(rate, [...(byRate.get(rate) ?? []), row.id]);
      }
      for (const [rate, rateIds] of byRate)
        await tx.update(
          TimeEntry,
          { id: In(rateIds) },
          { billedAt, invoiceReference: dto.invoiceReference, billedRateCents: rate },
        );
      return found;
    });
    for (const row of rows) await this.entries.published(actor.serviceProviderId, row, 'updated', [row.projectId]);
    return { billed: rows.length };
  }
}
