import type { INestApplication } from '@nestjs/common';
import { createTestApp } from '../../test/create-test-app';
import { waitFor } from '../../test/smtp-test-server';
import { JobQueueDatabase } from '../tenancy/job-queue-database';
import { BATCH_SIZE, JobQueue } from './job-queue.service';

interface TestJob {
  n: number;
  failOnce?: boolean;
}

/** The job queue as a second API process runs it, with a queue of its own on the test database. */
describe('job queue', () => {
  let app: INestApplication;
  let queue: JobQueue;
  const handled: number[] = [];
  const failed = new Set<number>();
  const name = `test-burst-${Date.now()}`;

  beforeAll(async () => {
    app = await createTestApp();
    queue = new JobQueue(app.get(JobQueueDatabase));
    queue.define<TestJob>({
      queue: name,
      options: { retryLimit: 2, retryDelay: 1 },
      handle: async ({ n, failOnce }) => {
        if (failOnce && !failed.has(n)) {
          failed.add(n);
          throw new Error(`job ${n} fails once`);
        }
        handled.push(n);
      },
    });
    await queue.onApplicationBootstrap();
  });

  afterAll(async () => {
    await queue.onModuleDestroy();
    await app.close();
  });

  it('works off a burst of jobs at once, not one per polling interval, and retries a failed job alone', async () => {
    const count = BATCH_SIZE * 3;
    const started = Date.now();
    for (let n = 0; n < count; n++) await queue.send<TestJob>(name, { n, failOnce: n === 4 });

    await waitFor(`${count} jobs`, () => handled.length >= count);

    // One worker polling once a second would need about a second per job.
    expect(Date.now() - started).toBeLessThan(count * 1000 * 0.5);
    expect([...handled].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, n) => n));
    expect([...failed]).toEqual([4]);
  });
});
