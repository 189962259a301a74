import { Injectable, Logger } from '@nestjs/common';

/** What changed: an entry created, changed or deleted, with the projects whose spent time moved (before and after). */
export interface TimeEntryChange {
  kind: 'created' | 'updated' | 'deleted';
  serviceProviderId: string;
  entryId: string;
  userId: string;
  projectIds: string[];
}

export type TimeEntryChangeListener = (change: TimeEntryChange) => Promise<void> | void;

/**
 * Where other features hear of changed time entries after they are saved (e.g. budget warnings): register with
 * `onChange` (in `onModuleInit`). A listener's failure is logged and never undoes or fails the change.
 */
@Injectable()
export class TimeEntryChanges {
  private readonly listeners: TimeEntryChangeListener[] = [];
  private readonly logger = new Logger(TimeEntryChanges.name);

  onChange(listener: TimeEntryChangeListener): void {
    this.listeners.push(listener);
  }

  async changed(change: TimeEntryChange): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(change);
      } catch (error) {
        this.logger.error({ err: error, entryId: change.entryId }, 'A time entry listener failed');
      }
    }
  }
}
