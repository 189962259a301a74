// Starts the whole product from its builds: the API and the five web apps on their own origins.
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { API_MALLOC_ENV } from './api-malloc-env.mjs';
import { startService, stopProcess, waitForUrl, workspaceRoot } from './processes.mjs';

function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is already in use; stop whatever runs there first.`)));
    probe.listen(port, () => probe.close(resolve));
  });
}
import { DEFAULT_PORTS, startWebServers } from './web-servers.mjs';

/**
 * @param {object} [options]
 * @param {number} [options.apiPort]
 * @param {Record<string, number>} [options.webPorts]
 * @param {Record<string, string>} [options.env]  extra API environment (DATABASE_URL, DATA_DIR, …)
 * @param {boolean} [options.quiet]  hide the API's log lines
 * @param {string} [options.logFile]  write the API's log lines (stdout and stderr) to this file instead
 */
export async function startProduct({
  apiPort = 3000,
  webPorts = DEFAULT_PORTS,
  env = {},
  quiet = false,
  logFile,
} = {}) {
  const publicHost = 'localhost';
  const webOrigins = [`http://localhost:${webPorts.shell}`, `http://127.0.0.1:${webPorts.shell}`];
  const apiUrl = `http://${publicHost}:${apiPort}`;
  await assertPortFree(apiPort);
  const api = startService('api', process.execPath, [join(workspaceRoot, 'dist/apps/api/main.js')], {
    env: {
      ...API_MALLOC_ENV,
      ...process.env,
      PORT: String(apiPort),
      WEB_ORIGINS: process.env.WEB_ORIGINS ?? webOrigins.join(','),
      // The demo data make the demo admin a platform admin too (it manages the product's waitlist).
      DEMO_DATA: process.env.DEMO_DATA ?? 'true',
      ...env,
    },
    stdio: logFile
      ? ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')]
      : ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'],
  });
  const apiExited = new Promise((_resolve, reject) =>
    api.once('exit', (code) => reject(new Error(`The API stopped during start-up (exit ${code})`))),
  );
  apiExited.catch(() => undefined);

  let web;
  try {
    await Promise.race([waitForUrl(`${apiUrl}/api/health`, { timeoutMs: 120_000 }), apiExited]);
    web = await startWebServers({
      distRoot: join(workspaceRoot, 'dist/apps'),
      host: '127.0.0.1',
      publicHost,
      ports: webPorts,
      runtimeConfig: { apiBaseUrl: `${apiUrl}/api`, realtimeUrl: apiUrl, preLaunch: process.env.PRE_LAUNCH === 'true' },
    });
  } catch (error) {
    await stopProcess(api);
    throw error;
  }

  return {
    apiUrl: `${apiUrl}/api`,
    urls: web.urls,
    manifest: web.manifest,
    api,
    stop: async () => {
      await web.close();
      await stopProcess(api);
    },
  };
}
