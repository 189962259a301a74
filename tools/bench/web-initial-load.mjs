// Benchmark: what a first visit downloads and how long it takes until the page is there.
// Serves the built product (`npx nx run-many -t build -p api,shell,marketing,board,messages,settings` first) on its
// own ports with a fresh embedded database, opens each route in a fresh context of Debian's Chromium (signed in as
// the demo admin for the /dashboard routes) and prints the JavaScript downloaded (requests, raw and gzip KB, the
// gzip KB split into the shell, the shared libraries and the remote), the committed budget
// (tools/bench/web-budget.json) and the time until the page's marker shows: at a first visit (cold: empty cache) and at
// a second visit in the same browser (warm), for the signed-in routes next to the target. Medians of the runs.
// Usage: node tools/bench/web-initial-load.mjs [runs=3]
// BENCH_PORT_OFFSET=<n> moves its ports (API 3410+n, web 4410+n…) when another run uses them.
import '../scripts/lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import {
  MEASURED_ROUTES,
  chunkClassifier,
  kb,
  readBudget,
  summarise,
  visitRoute,
} from '../scripts/lib/route-javascript.mjs';
import { workspaceRoot } from '../scripts/lib/processes.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchProduct } from './lib/bench-product.mjs';
import { median } from './lib/net.mjs';

const runs = Number(process.argv[2] ?? 3);
/** A signed-in route's content shows within this many ms of a cold first visit (issue 28). */
const SIGNED_IN_TARGET_MS = 1000;

const { product, stop } = await startBenchProduct(410);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', ...CHROMIUM_FLAGS, '--disable-quic', '--disable-sync'],
});

try {
  const classify = chunkClassifier(join(workspaceRoot, 'dist/apps'), product.urls);
  const budget = readBudget();
  const response = await fetch(`${product.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'taskflow-demo' }),
  });
  const session = await response.json();

  console.log(`JavaScript at first visit (gzip KB = 1,000 bytes), medians of ${runs} runs`);
  console.log(
    'route                 requests   raw KB  gzip KB   shell  shared  remote   budget   cold ms   warm ms   target',
  );
  for (const route of MEASURED_ROUTES) {
    const visits = [];
    for (let run = 0; run < runs; run += 1) {
      const { scripts, ms, warmMs } = await visitRoute(browser, {
        url: `${product.urls.shell}${route.path}?lng=en`,
        marker: route.marker,
        session: route.signedIn ? session : undefined,
        revisit: true,
      });
      visits.push({ ...summarise(scripts, classify), ms, warmMs });
    }
    const pick = (read) => median(visits.map(read));
    console.log(
      [
        route.path.padEnd(20),
        String(pick((v) => v.requests)).padStart(9),
        kb(pick((v) => v.bytes))
          .toFixed(0)
          .padStart(8),
        kb(pick((v) => v.gzip))
          .toFixed(1)
          .padStart(8),
        kb(pick((v) => v.parts.shell))
          .toFixed(1)
          .padStart(7),
        kb(pick((v) => v.parts.shared))
          .toFixed(1)
          .padStart(7),
        kb(pick((v) => v.parts.remote))
          .toFixed(1)
          .padStart(7),
        String(budget.routes[route.path]?.gzipKB ?? '–').padStart(8),
        String(pick((v) => v.ms)).padStart(9),
        String(pick((v) => v.warmMs)).padStart(9),
        route.signedIn
          ? `≤ ${SIGNED_IN_TARGET_MS} ${pick((v) => v.ms) <= SIGNED_IN_TARGET_MS ? 'met' : 'not met'}`.padStart(8)
          : '–'.padStart(8),
      ].join(' '),
    );
  }
  console.log('targets: landing page ≤ 200 KB gzip; a feature remote adds ≤ 60 KB gzip beyond the shell and shared;');
  console.log(
    `a signed-in route's content ≤ ${SIGNED_IN_TARGET_MS} ms after a cold first visit (load average: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')})`,
  );
} finally {
  await browser.close();
  await stop();
}
