// Benchmark: what a first visit downloads and how long it takes until the page is there.
// Serves the built product (run `npx nx run-many -t build` first) on its own ports, opens each route in
// Debian's Chromium and prints JavaScript bytes (raw and gzip), request count and time to the page's marker.
// Usage: node tools/bench/web-initial-load.mjs [runs=3]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startProduct } from '../scripts/lib/product.mjs';

const runs = Number(process.argv[2] ?? 3);
const ports = { shell: 4410, marketing: 4411, board: 4412, messages: 4413, settings: 4414 };
const routes = [
  { path: '/', marker: '[data-testid="landing-page"]' },
  { path: '/dashboard', marker: '[data-testid="dashboard-page"]' },
  { path: '/dashboard/messages', marker: '[data-testid="messages-page"]' },
];

const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-bench-'));
const product = await startProduct({
  apiPort: 3410,
  webPorts: ports,
  env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  quiet: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  console.log(`route                  js requests   js KiB   js gzip KiB   ms to page (median of ${runs})`);
  for (const route of routes) {
    const timings = [];
    let jsBytes = 0;
    let gzipBytes = 0;
    let jsRequests = 0;
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
      });
      const started = Date.now();
      await page.goto(`${product.urls.shell}${route.path}?lng=en`);
      await page.waitForSelector(route.marker);
      timings.push(Date.now() - started);
      const bodies = await Promise.all(scripts);
      jsRequests = bodies.length;
      jsBytes = bodies.reduce((sum, body) => sum + body.length, 0);
      gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
      await context.close();
    }
    console.log(
      `${route.path.padEnd(22)} ${String(jsRequests).padStart(11)} ${(jsBytes / 1024).toFixed(0).padStart(8)} ${(gzipBytes / 1024).toFixed(0).padStart(13)} ${String(median(timings)).padStart(8)}`,
    );
  }
} finally {
  await browser.close();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
