import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HealthResponse } from '@taskflow/contracts';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../api-process';
import { TEST_JWT_ACCESS_SECRET, TEST_JWT_REFRESH_SECRET, TEST_WEB_ORIGIN } from '../create-test-app';

describe('the built API as npm start runs it', () => {
  let dataDir: string;
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-node-runtime-'));
    // No DATABASE_URL: the embedded database, as `npm start` on a fresh clone. It creates its database and runs every
    // migration in the WebAssembly PostgreSQL first, which can take a busy 2-core machine (CI) more than 30 s.
    api = await startApiProcess(
      {
        DATA_DIR: dataDir,
        DEMO_DATA: 'false',
        JWT_ACCESS_SECRET: TEST_JWT_ACCESS_SECRET,
        JWT_REFRESH_SECRET: TEST_JWT_REFRESH_SECRET,
        WEB_ORIGINS: TEST_WEB_ORIGIN,
        LOG_LEVEL: 'warn',
      },
      100_000,
    );
  }, 120_000);

  afterAll(async () => {
    if (api) await stopApiProcess(api);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers its health on Node.js 24', async () => {
    const health = (await (await fetch(`${api?.url}/api/health`)).json()) as HealthResponse;

    expect(health).toMatchObject({ status: 'ok', database: { status: 'up', embedded: true }, nodeMajor: '24' });
  });
});
