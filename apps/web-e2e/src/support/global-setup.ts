import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORTS } from './ports';

interface Product {
  stop: () => Promise<void>;
}
interface WebServers {
  close: () => Promise<unknown>;
}

/** Serves the built product once for all browser tests: API on a fresh embedded database, shell and remotes. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The product is served by the same workspace scripts as `npm start`.
  // eslint-disable-next-line @nx/enforce-module-boundaries
  const { startProduct } = (await import('../../../../tools/scripts/lib/product.mjs')) as {
    startProduct: (options: object) => Promise<Product>;
  };
  // eslint-disable-next-line @nx/enforce-module-boundaries
  const { startWebServers } = (await import('../../../../tools/scripts/lib/web-servers.mjs')) as {
    startWebServers: (options: object) => Promise<WebServers>;
  };

  const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-web-e2e-'));
  // Tests read the API's local mail outbox (DATA_DIR/outbox.jsonl) through this variable.
  process.env.E2E_DATA_DIR = dataDir;
  const webOrigins = [E2E_PORTS.shell, E2E_PORTS.shellWithDeadBoard, E2E_PORTS.shellPreLaunch].map(
    (port) => `http://localhost:${port}`,
  );
  process.env.WEB_ORIGINS = webOrigins.join(',');
  const product = await startProduct({
    apiPort: E2E_PORTS.api,
    webPorts: E2E_PORTS,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO_DATA: 'true' },
    quiet: true,
  });
  const apiUrl = `http://localhost:${E2E_PORTS.api}`;
  const extraShell = (shellPort: number, options: object) =>
    startWebServers({
      distRoot: join(__dirname, '../../../../dist/apps'),
      host: '127.0.0.1',
      publicHost: 'localhost',
      ports: { ...E2E_PORTS, shell: shellPort },
      only: ['shell'],
      runtimeConfig: { apiBaseUrl: `${apiUrl}/api`, realtimeUrl: apiUrl },
      ...options,
    });
  const extraShells: WebServers[] = [];
  try {
    extraShells.push(
      await extraShell(E2E_PORTS.shellWithDeadBoard, {
        remoteUrls: { board: `http://localhost:${E2E_PORTS.deadBoard}/mf-manifest.json` },
      }),
    );
    extraShells.push(
      await extraShell(E2E_PORTS.shellPreLaunch, {
        runtimeConfig: { apiBaseUrl: `${apiUrl}/api`, realtimeUrl: apiUrl, preLaunch: true },
      }),
    );
  } catch (error) {
    await Promise.all(extraShells.map((shell) => shell.close()));
    await product.stop();
    throw error;
  }

  return async () => {
    await Promise.all(extraShells.map((shell) => shell.close()));
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
