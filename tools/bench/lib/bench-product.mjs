// The built product for a browser benchmark (`npx nx run-many -t build -p api,shell,marketing,board,messages,settings`
// first): on the benchmark's own ports (API 3000+base, web 4000+base…; BENCH_PORT_OFFSET=<n> moves them when another
// run uses them), with a fresh embedded database and the demo data; and how Debian's Chromium is launched for it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct } from '../../scripts/lib/product.mjs';

/** Never a downloaded browser: Debian's Chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Headless flags beside `--headless`: no sandbox (containers), no GPU, none of the browser's own background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
];

/** Starts the product; `stop()` ends it and removes its data. */
export async function startBenchProduct(base) {
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
  const webPorts = Object.fromEntries(
    ['shell', 'marketing', 'board', 'messages', 'settings'].map((app, index) => [app, 4000 + base + offset + index]),
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-bench-'));
  const product = await startProduct({
    apiPort: 3000 + base + offset,
    webPorts,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO_DATA: 'true' },
    quiet: true,
  });
  return {
    product,
    stop: async () => {
      await product.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
