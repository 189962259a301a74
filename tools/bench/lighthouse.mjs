// Benchmark: Lighthouse on every public page of the built product (mobile profile, simulated throttling), in Debian's
// Chromium. Serves the build (`npx nx run-many -t build -p api,shell,marketing,board,messages,settings` first) on its
// own ports with a fresh embedded database, as web-initial-load.mjs does, and prints per page the medians of the runs
// of performance, largest contentful paint, accessibility, best practices and SEO next to their targets, and the audits
// that cost points (of the last run). PRE_LAUNCH=true measures the website as before launch.
// Usage: node tools/bench/lighthouse.mjs [--runs=3] [--languages=en,de] [--pages=home,features,…] [--save=dir]
// BENCH_PORT_OFFSET=<n> moves its ports (API 3420+n, web 4420+n…).
import '../scripts/lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { workspaceRoot } from '../scripts/lib/processes.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchProduct } from './lib/bench-product.mjs';
import { median } from './lib/net.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    languages: { type: 'string', default: 'en' },
    pages: { type: 'string' },
    // Writes each run's full report (JSON) into this folder, to read long tasks, requests and the trace's figures.
    save: { type: 'string' },
  },
});
const runs = Number(args.runs);
const pagePaths = JSON.parse(readFileSync(join(workspaceRoot, 'apps/marketing/src/app/seo/page-paths.json'), 'utf8'));
const pages = args.pages ? args.pages.split(',') : Object.keys(pagePaths);
const languages = args.languages.split(',');
const unknown = pages.filter((page) => !(page in pagePaths));
if (unknown.length > 0)
  throw new Error(`Unknown pages ${unknown.join(', ')}; pages: ${Object.keys(pagePaths).join(', ')}`);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, lcp: 1.5, accessibility: 100, 'best-practices': 100, seo: 100 };

const { product, stop } = await startBenchProduct(420);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

/** One Lighthouse run: the default config is the mobile profile with simulated throttling. */
async function audit(url, name) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (args.save) {
    mkdirSync(args.save, { recursive: true });
    writeFileSync(join(args.save, `${name}.json`), JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
  const lost = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map(
        (ref) => `${id}: ${ref.id}${lhr.audits[ref.id].displayValue ? ` (${lhr.audits[ref.id].displayValue})` : ''}`,
      ),
  );
  const lcp = lhr.audits['largest-contentful-paint'].numericValue / 1000;
  // Which element painted last, and when (observed, unthrottled): a late one points at what replaced the page.
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (lcp > TARGETS.lcp && lcpElement) lost.push(`LCP element ${lcpElement.slice(0, 80)} (observed at ${observed} ms)`);
  return { ...scores, lcp, lost };
}

const met = (value, target, atMost = false) => ((atMost ? value <= target : value >= target) ? '' : ' ✗');

try {
  console.log(`Lighthouse, mobile, simulated throttling, Debian's Chromium; medians of ${runs} run(s)`);
  console.log(
    `targets: performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcp} s, accessibility, best practices and SEO 100`,
  );
  console.log('page                  perf    LCP s   a11y   best    SEO');
  const lostByPage = [];
  for (const language of languages) {
    for (const page of pages) {
      const path = `${pagePaths[page]}${language === 'en' ? '' : `?lng=${language}`}`;
      const results = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await audit(`${product.urls.shell}${path}`, `${page}-${language}-${run + 1}`));
      const pick = (key) => median(results.map((result) => result[key]));
      const row = [
        path.padEnd(20),
        `${pick('performance')}${met(pick('performance'), TARGETS.performance)}`.padStart(6),
        `${pick('lcp').toFixed(2)}${met(pick('lcp'), TARGETS.lcp, true)}`.padStart(8),
        `${pick('accessibility')}${met(pick('accessibility'), 100)}`.padStart(6),
        `${pick('best-practices')}${met(pick('best-practices'), 100)}`.padStart(6),
        `${pick('seo')}${met(pick('seo'), 100)}`.padStart(6),
      ];
      console.log(row.join(' '));
      const { lost } = results.at(-1);
      if (lost.length > 0) lostByPage.push(`${path}: ${lost.join('; ')}`);
    }
  }
  if (lostByPage.length > 0) console.log(`\nAudits that cost points (last run):\n${lostByPage.join('\n')}`);
} finally {
  chrome.kill();
  await stop();
}
