import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { boardVersionDir, boardVersionUrl, NGINX_SHELL_ORIGIN } from './cdn';
import { fillLargeBoard, LARGE_BOARD_ENV, registerLargeBoard } from './large-board';
import { E2E_PORTS } from './ports';

interface Product {
  stop: () => Promise<void>;
}
interface WebServers {
  close: () => Promise<unknown>;
}
interface Nginx {
  stop: () => Promise<void>;
}
type NginxSite = { port: number; root: string; files?: Record<string, string>; contentSecurityPolicy: string };
type WriteRuntimeConfig = (options: { htmlDir: string; nginxDir: string; env?: Record<string, string> }) => string;

const workspaceRoot = join(__dirname, '../../../..');
const distApps = join(workspaceRoot, 'dist/apps');
/** The API's log of the run (JSON lines); `npm test` prints its errors when a browser test fails. */
const API_LOG_FILE = join(workspaceRoot, 'tmp/web-e2e/api.log');

/**
 * Serves the built product once for all browser tests: API on a fresh embedded database, shell and remotes;
 * and Debian's nginx with the images' configuration serving the shell and a CDN holding board/1.0.0/.
 */
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
  // eslint-disable-next-line @nx/enforce-module-boundaries
  const { startNginx, writeRuntimeConfig } = (await import('../../../../tools/scripts/lib/nginx.mjs')) as {
    startNginx: (sites: NginxSite[]) => Promise<Nginx>;
    writeRuntimeConfig: WriteRuntimeConfig;
  };

  const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-web-e2e-'));
  // Tests read the API's local mail outbox (DATA_DIR/outbox.jsonl) through this variable.
  process.env.E2E_DATA_DIR = dataDir;
  const webOrigins = [E2E_PORTS.shell, E2E_PORTS.shellWithDeadBoard, E2E_PORTS.shellPreLaunch].map(
    (port) => `http://localhost:${port}`,
  );
  process.env.WEB_ORIGINS = [...webOrigins, NGINX_SHELL_ORIGIN].join(',');
  mkdirSync(dirname(API_LOG_FILE), { recursive: true });
  writeFileSync(API_LOG_FILE, '');
  const productOptions = {
    apiPort: E2E_PORTS.api,
    webPorts: E2E_PORTS,
    // TRUST_PROXY: the tests act as a proxy on loopback for the agencies they register (registerAgency), each from an
    // address of its own, as many real agencies would; the browser itself stays one client at 127.0.0.1.
    env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO_DATA: 'true', TRUST_PROXY: 'loopback' },
    logFile: API_LOG_FILE,
  };
  let product = await startProduct(productOptions);
  const apiUrl = `http://localhost:${E2E_PORTS.api}`;
  // A project of 10,000 tasks (board-large.e2e.ts): made through the API, filled while the product is stopped (the
  // embedded database has one process), then served again.
  const largeBoard = await registerLargeBoard(apiUrl);
  await product.stop();
  await fillLargeBoard(dataDir, largeBoard);
  product = await startProduct(productOptions);
  process.env[LARGE_BOARD_ENV] = JSON.stringify(largeBoard);
  const extraShell = (shellPort: number, options: object) =>
    startWebServers({
      distRoot: distApps,
      host: '127.0.0.1',
      publicHost: 'localhost',
      ports: { ...E2E_PORTS, shell: shellPort },
      only: ['shell'],
      runtimeConfig: { apiBaseUrl: `${apiUrl}/api`, realtimeUrl: apiUrl },
      ...options,
    });
  const stoppers: (() => Promise<unknown>)[] = [];
  // The CDN and the nginx shell's run-time files; nginx (nobody, when the tests run as root) reads them.
  const cdnDir = mkdtempSync(join(tmpdir(), 'taskflow-cdn-'));
  chmodSync(cdnDir, 0o755);
  const cdnRoot = join(cdnDir, 'cdn');
  const runtimeDir = join(cdnDir, 'shell-runtime');
  try {
    const shellWithDeadBoard = await extraShell(E2E_PORTS.shellWithDeadBoard, {
      remoteUrls: { board: `http://localhost:${E2E_PORTS.deadBoard}/mf-manifest.json` },
    });
    stoppers.push(() => shellWithDeadBoard.close());
    const shellPreLaunch = await extraShell(E2E_PORTS.shellPreLaunch, {
      runtimeConfig: { apiBaseUrl: `${apiUrl}/api`, realtimeUrl: apiUrl, preLaunch: true },
    });
    stoppers.push(() => shellPreLaunch.close());

    cpSync(join(distApps, 'board'), boardVersionDir(cdnRoot, '1.0.0'), { recursive: true });
    mkdirSync(runtimeDir);
    // The images' start-up script writes the nginx shell's run-time files and policy, as in docker compose.
    const remoteUrl = (port: number) => `http://localhost:${port}/mf-manifest.json`;
    const shellPolicy = writeRuntimeConfig({
      htmlDir: runtimeDir,
      nginxDir: runtimeDir,
      env: {
        API_BASE_URL: `${apiUrl}/api`,
        REALTIME_URL: apiUrl,
        REMOTE_MARKETING_URL: remoteUrl(E2E_PORTS.marketing),
        REMOTE_BOARD_URL: boardVersionUrl('1.0.0'),
        REMOTE_MESSAGES_URL: remoteUrl(E2E_PORTS.messages),
        REMOTE_SETTINGS_URL: remoteUrl(E2E_PORTS.settings),
      },
    });
    const cdnPolicyDir = join(cdnDir, 'cdn-policy');
    mkdirSync(cdnPolicyDir);
    const cdnPolicy = writeRuntimeConfig({ htmlDir: cdnPolicyDir, nginxDir: cdnPolicyDir });
    const nginx = await startNginx([
      {
        port: E2E_PORTS.shellOnNginx,
        root: join(distApps, 'shell'),
        files: {
          '/module-federation.manifest.json': join(runtimeDir, 'module-federation.manifest.json'),
          '/app-config.json': join(runtimeDir, 'app-config.json'),
        },
        contentSecurityPolicy: shellPolicy,
      },
      { port: E2E_PORTS.cdn, root: cdnRoot, contentSecurityPolicy: cdnPolicy },
    ]);
    stoppers.push(() => nginx.stop());
    process.env.E2E_CDN_ROOT = cdnRoot;
    process.env.E2E_NGINX_SHELL_RUNTIME_DIR = runtimeDir;
  } catch (error) {
    await Promise.all(stoppers.map((stop) => stop()));
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(cdnDir, { recursive: true, force: true });
    throw error;
  }

  return async () => {
    await Promise.all(stoppers.map((stop) => stop()));
    await product.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(cdnDir, { recursive: true, force: true });
  };
}
