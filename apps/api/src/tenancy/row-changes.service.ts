import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client, type Notification } from 'pg';
import { DataSource, type EntitySubscriberInterface, type EntityTarget, type QueryRunner } from 'typeorm';
import { AppConfig } from '../config/app-config';

/** The channel the triggers of migration 1797500000000 notify on, with the changed table's name as payload. */
export const ROW_CHANGES_CHANNEL = 'taskflow_row_changes';
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

type Listener = () => void;

interface Watch {
  tables: ReadonlySet<string>;
  listener: Listener;
}

/** The entity events of a write (TypeORM calls them for repository, entity manager and query builder writes). */
const WRITE_EVENTS = ['afterInsert', 'afterUpdate', 'afterRemove', 'afterSoftRemove', 'afterRecover'] as const;

/**
 * Tells in-process caches that rows they keep changed, so they never answer from rows older than the last committed
 * change:
 * - changes this process makes: at once (inside the transaction) and again once their transaction committed, before
 *   the request that made them answers;
 * - changes made anywhere else on the same database (another API process, a cascade, a script, psql): by the
 *   PostgreSQL notifications the watched tables' triggers send at commit (migration 1797500000000), which each
 *   process with an external database listens for on a connection of its own.
 * While that connection is down, changes made elsewhere can be missed: `complete` is false, listeners are told that
 * everything changed when it goes down and again once it is back, and caches must not answer from memory meanwhile.
 * The embedded database is opened by this process only, so what it changes is all there is.
 */
@Injectable()
export class RowChanges implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RowChanges.name);
  private readonly watches: Watch[] = [];
  /** Transactions that wrote watched rows, with the watches to tell again after their commit. */
  private readonly pending = new WeakMap<QueryRunner, Set<Watch>>();
  private client: Client | null = null;
  private listening = false;
  private stopped = false;
  private reconnectAttempt = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;

  /** Without DATABASE_URL the API runs the embedded database, which no other process opens. */
  private readonly embedded: boolean;

  constructor(
    private readonly dataSource: DataSource,
    config: AppConfig,
  ) {
    this.embedded = !config.DATABASE_URL;
    this.dataSource.subscribers.push(this.subscriber());
  }

  /** Whether every committed change reaches this process (see the class comment). */
  get complete(): boolean {
    return this.embedded || this.listening;
  }

  /** Calls `listener` whenever rows of one of `entities` may have changed (also when it cannot tell: see `complete`). */
  watch(entities: readonly EntityTarget<unknown>[], listener: Listener): void {
    const tables = new Set(entities.map((entity) => this.dataSource.getMetadata(entity).tableName));
    this.watches.push({ tables, listener });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.embedded) await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  private subscriber(): EntitySubscriberInterface {
    const written = (event: { metadata: { tableName: string }; queryRunner: QueryRunner }) =>
      this.localWrite(event.metadata.tableName, event.queryRunner);
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: (event) => this.committed(event.queryRunner),
      afterTransactionRollback: (event) => {
        if (!event.queryRunner.isTransactionActive) this.pending.delete(event.queryRunner);
      },
    };
    for (const name of WRITE_EVENTS) Object.assign(subscriber, { [name]: written });
    return subscriber;
  }

  private localWrite(table: string, queryRunner: QueryRunner): void {
    const affected = this.watches.filter((watch) => watch.tables.has(table));
    if (affected.length === 0) return;
    for (const watch of affected) watch.listener();
    if (!queryRunner.isTransactionActive) return;
    const pending = this.pending.get(queryRunner) ?? new Set<Watch>();
    for (const watch of affected) pending.add(watch);
    this.pending.set(queryRunner, pending);
  }

  /** After a COMMIT (not a savepoint's release: the transaction still runs then). */
  private committed(queryRunner: QueryRunner): void {
    if (queryRunner.isTransactionActive) return;
    const pending = this.pending.get(queryRunner);
    if (!pending) return;
    this.pending.delete(queryRunner);
    for (const watch of pending) watch.listener();
  }

  private remoteChange(notification: Notification): void {
    if (notification.channel !== ROW_CHANGES_CHANNEL) return;
    for (const watch of this.watches) if (watch.tables.has(notification.payload ?? '')) watch.listener();
  }

  private everythingChanged(): void {
    for (const watch of this.watches) watch.listener();
  }

  private async listen(): Promise<void> {
    // The data source's own address: the one its pool connects to.
    const client = new Client({ connectionString: (this.dataSource.options as { url: string }).url });
    const lost = () => this.lost(client);
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (notification) => this.remoteChange(notification));
    try {
      await client.connect();
      await client.query(`LISTEN ${ROW_CHANGES_CHANNEL}`);
    } catch (error) {
      this.logger.warn({ err: error }, 'Cannot listen for row changes: in-memory caches are bypassed meanwhile');
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.listening = true;
    if (this.reconnectAttempt > 0) this.logger.log('Listening for row changes again');
    this.reconnectAttempt = 0;
    // Whatever changed while nobody listened.
    this.everythingChanged();
  }

  private lost(client: Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.everythingChanged();
    client.removeAllListeners('end');
    void client.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger.warn('Lost the row change notifications: in-memory caches are bypassed until they are back');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)];
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(() => void this.listen(), delay);
    this.reconnectTimer.unref();
  }
}
