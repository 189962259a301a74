import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { WaitlistEntry } from './waitlist-entry.entity';

export interface JoinWaitlistResult {
  id: string;
  email: string;
  status: string;
  alreadyExists: boolean;
}

type WaitlistEntryRow = Pick<WaitlistEntry, 'id' | 'email' | 'status'>;

@Injectable()
export class WaitlistService {
  constructor(@InjectRepository(WaitlistEntry) private readonly entries: Repository<WaitlistEntry>) {}

  /** Adds the (already normalised) email once; concurrent joins with one email do not fail. */
  async join(email: string): Promise<JoinWaitlistResult> {
    const inserted = await this.entries
      .createQueryBuilder()
      .insert()
      .values({ email })
      .orIgnore()
      .returning(['id', 'email', 'status'])
      .execute();
    const row = (inserted.raw as WaitlistEntryRow[])[0];
    if (row) return { ...pickRow(row), alreadyExists: false };

    const existing = await this.entries.findOneByOrFail({ email });
    return { ...pickRow(existing), alreadyExists: true };
  }
}

function pickRow({ id, email, status }: WaitlistEntryRow): WaitlistEntryRow {
  return { id, email, status };
}
