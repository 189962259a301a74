import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { In, IsNull, Not } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { FileBlobDeletion } from '../file-storage/file-blob-deletion.entity';
import { FILE_STORAGE, type FileStorage } from '../file-storage/file-storage';
import { filesDirectory } from '../file-storage/file-storage.module';
import { StoredFile } from '../file-storage/stored-file.entity';
import { JobQueue } from '../jobs/job-queue.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';

export const FILE_CLEANUP_QUEUE = 'files.cleanup';
/** A draft (uploaded for a comment or message never sent) is removed after this long. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** An upload still in the incoming folder after this long was interrupted (a crash): it is removed. */
const STALE_INCOMING_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Every minute (one job for all API processes): removes the contents of deleted files from the storage (queued by the
 * database when a file row goes, e.g. with its task), drafts nobody sent, and interrupted uploads.
 */
@Injectable()
export class FileCleanupService implements OnModuleInit {
  private readonly logger = new Logger(FileCleanupService.name);

  constructor(
    private readonly data: TenantDataAccess,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ queue: FILE_CLEANUP_QUEUE, cron: '* * * * *', handle: () => this.run() });
  }

  async run(): Promise<void> {
    await this.removeExpiredDrafts();
    await this.removeDeletedContents();
    await this.removeStaleIncoming();
  }

  /** Drafts older than a day; their rows go, and the trigger queues their contents. */
  async removeExpiredDrafts(): Promise<number> {
    const cutoff = new Date(Date.now() - DRAFT_LIFETIME_MS);
    const expired = await this.data
      .platform()
      .queryAcrossTenants(StoredFile, 'file')
      .andWhere('file.draftTarget IS NOT NULL')
      .andWhere('file.createdAt < :cutoff', { cutoff })
      .limit(BATCH)
      .getMany();
    const byAgency = new Map<string, string[]>();
    for (const file of expired)
      byAgency.set(file.serviceProviderId, [...(byAgency.get(file.serviceProviderId) ?? []), file.id]);
    for (const [agencyId, ids] of byAgency)
      await this.data.forTenant(agencyId).delete(StoredFile, { id: In(ids), draftTarget: Not(IsNull()) });
    return expired.length;
  }

  /** Contents whose file rows were deleted; a content that fails to go stays queued for the next run. */
  async removeDeletedContents(): Promise<number> {
    const platform = this.data.platform();
    const queued = await platform.find(FileBlobDeletion, { order: { createdAt: 'ASC' }, take: BATCH });
    const done: string[] = [];
    for (const entry of queued) {
      try {
        await this.storage.remove(entry.storageKey);
        done.push(entry.id);
      } catch (error) {
        this.logger.warn({ err: error, storageKey: entry.storageKey, msg: 'Could not remove a deleted file' });
      }
    }
    if (done.length > 0) await platform.delete(FileBlobDeletion, { id: In(done) });
    return done.length;
  }

  private async removeStaleIncoming(): Promise<void> {
    const incoming = path.join(filesDirectory(this.config), '.incoming');
    const names = await readdir(incoming).catch(() => [] as string[]);
    const cutoff = Date.now() - STALE_INCOMING_MS;
    for (const name of names) {
      const file = path.join(incoming, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
    }
  }
}
