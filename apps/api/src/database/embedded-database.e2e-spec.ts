import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { SmtpTestServer } from '../../test/smtp-test-server';
import { createTestTenant } from '../../test/test-tenant';
import { JobQueue } from '../jobs/job-queue.service';
import { EMBEDDED_SHARED_BUFFERS } from './embedded-database-server';

// PGlite's CommonJS build loads Node built-ins with import(), which Jest only allows with this flag.
const canRunPglite =
  process.execArgv.includes('--experimental-vm-modules') ||
  /--experimental-vm-modules/.test(process.env.NODE_OPTIONS ?? '');

describe('embedded database (no DATABASE_URL)', () => {
  if (!canRunPglite) {
    it('needs Node started with --experimental-vm-modules: run `npx nx e2e api`', () => {
      throw new Error(
        'Run the API e2e tests with `npx nx e2e api` (it starts Node with --experimental-vm-modules for PGlite)',
      );
    });
    return;
  }

  let dataDir: string;
  let app: INestApplication | undefined;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskflow-embedded-'));
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const startApp = async (env: Record<string, string> = {}) => {
    app = await createTestApp(testAppConfig({ DATABASE_URL: undefined, DATA_DIR: dataDir, ...env }));
    return app;
  };

  // Two starts of the embedded PostgreSQL (WebAssembly) with all migrations: about 20 s on a quiet machine, over 60 s
  // while other test processes share its two cores.
  it('keeps its data in DATA_DIR across restarts', async () => {
    const email = 'embedded@example.com';
    const first = await startApp();
    const health = await request(first.getHttpServer()).get('/api/health').expect(200);
    expect(health.body).toMatchObject({ status: 'ok', database: { status: 'up', embedded: true } });
    const created = await request(first.getHttpServer()).post('/api/waitlist').send({ email }).expect(201);
    await first.close();
    app = undefined;

    const second = await startApp();
    const again = await request(second.getHttpServer()).post('/api/waitlist').send({ email }).expect(200);
    // The buffer cache is sized for one agency, not PostgreSQL's server default (128MB), at every start.
    const [setting] = await second.get(DataSource).query<{ shared_buffers: string }[]>('SHOW shared_buffers');
    expect(setting.shared_buffers).toBe(EMBEDDED_SHARED_BUFFERS);

    expect(again.body).toEqual({ ...created.body, alreadyExists: true });
  }, 180_000);

  it('runs the job queue on the embedded database: a notification mail reaches SMTP', async () => {
    const smtp = await SmtpTestServer.start();
    try {
      const started = await startApp(smtp.env);
      expect(started.get(JobQueue).running).toBe(true);
      const tenant = await createTestTenant(started, 'Embedded Studio');
      await request(started.getHttpServer())
        .post('/api/tasks')
        .set('Authorization', `Bearer ${tenant.admin.token}`)
        .send({
          title: 'Embedded queue task',
          description: 'x',
          projectId: tenant.projectA,
          assignedToId: tenant.team.id,
        })
        .expect(201);

      const mail = await smtp.waitForMail(tenant.team.email, (received) =>
        received.subject.includes('Embedded queue task'),
      );
      expect(mail.text).toContain('Embedded queue task');
    } finally {
      await smtp.down();
    }
  });
});
