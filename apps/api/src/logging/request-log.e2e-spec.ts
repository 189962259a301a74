import { startApiProcess, stopApiProcess, type ApiProcess } from '../../test/api-process';
import { TEST_JWT_ACCESS_SECRET, TEST_JWT_REFRESH_SECRET, TEST_WEB_ORIGIN } from '../../test/create-test-app';
import { eventually } from '../../test/reliability/http-from';
import { LOG_FLUSH_MS } from './logging.module';

/** The request log of the built API: written in batches, yet promptly while the API idles, and whole at exit. */
describe('request log of an API process', () => {
  let api: ApiProcess | undefined;

  beforeEach(async () => {
    api = await startApiProcess({
      NODE_ENV: 'test',
      DATABASE_URL: process.env['DATABASE_URL'] ?? '',
      JWT_ACCESS_SECRET: TEST_JWT_ACCESS_SECRET,
      JWT_REFRESH_SECRET: TEST_JWT_REFRESH_SECRET,
      WEB_ORIGINS: TEST_WEB_ORIGIN,
      LOG_LEVEL: 'info',
    });
  }, 90_000);

  afterEach(async () => {
    if (api) await stopApiProcess(api);
    api = undefined;
  });

  const requestLines = (output: string, id: string) =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { req?: { id?: string; url?: string }; res?: { statusCode?: number } })
      .filter((entry) => entry.req?.id === id);

  it('writes a request line soon after the answer, with no more requests coming', async () => {
    const started = api as ApiProcess;
    await fetch(`${started.url}/api/health`, { headers: { 'x-request-id': 'log-idle-1' } });
    await eventually(
      'the request line is written',
      async () => requestLines(started.output(), 'log-idle-1').length === 1,
      20 * LOG_FLUSH_MS,
    );
    expect(requestLines(started.output(), 'log-idle-1')[0]).toMatchObject({
      req: { url: '/api/health' },
      res: { statusCode: 200 },
    });
  });

  it('writes every request line before the process exits on SIGTERM', async () => {
    const started = api as ApiProcess;
    const ids = Array.from({ length: 20 }, (_, index) => `log-exit-${index}`);
    for (const id of ids) await fetch(`${started.url}/api/health`, { headers: { 'x-request-id': id } });
    await stopApiProcess(started);
    api = undefined;
    for (const id of ids) expect(requestLines(started.output(), id)).toHaveLength(1);
  });
});
