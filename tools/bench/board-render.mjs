// Benchmark: the Kanban board with large projects. Serves the built product (run
// `npx nx run-many -t build -p api,shell,marketing,board,messages,settings` first) on its own ports with a fresh
// embedded database, creates projects of 100, 1,000 and 10,000 tasks (the projects through the API, their tasks
// straight in the embedded database; spread over the four columns), and for each prints: the time until the board shows its cards (a cold page load, and a switch from
// another project in the picker), the number of card elements in the page, and the time from a drop until the
// new status is stored (the PATCH answered).
// Targets (printed next to the figures): a project switch shows the board of 10,000 tasks in ≤ 300 ms, with fewer
// than 200 card elements in the page (each column renders its first page, and of a long column the cards in view).
// Usage: node tools/bench/board-render.mjs [sizes=100,1000,10000]
//   BENCH_PORT_OFFSET=<n> moves the product's ports (API 3430+n, web 4430+n …), for a machine shared with other runs.
import '../scripts/lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'; // the API's search indexes need it
import { chromium } from '@playwright/test';
import { startProduct } from '../scripts/lib/product.mjs';

const sizes = (process.argv[2] ?? '100,1000,10000').split(',').map(Number);
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const ports = {
  shell: 4430 + offset,
  marketing: 4431 + offset,
  board: 4432 + offset,
  messages: 4433 + offset,
  settings: 4434 + offset,
};
const apiPort = 3430 + offset;
const SWITCH_TARGET_MS = 300;
const SWITCH_TARGET_SIZE = 10_000;
const CARD_ELEMENTS_MAX = 200;
const api = `http://localhost:${apiPort}/api`;

const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-board-bench-'));
const serve = () =>
  startProduct({
    apiPort,
    webPorts: ports,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO_DATA: 'true' },
    quiet: true,
  });
let product = await serve();

async function call(method, path, token, body) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** Fills a project with `size` tasks straight in the embedded database (the API would take minutes for 11,100). */
async function fillProject(db, projectId, size) {
  await db.query(
    `INSERT INTO task (service_provider_id, project_id, assigned_to_id, title, description, status, priority, tags,
                       due_date, is_client_visible)
     SELECT p.service_provider_id, p.id, $2, 'Task ' || i || ' of ' || $3::int, 'Benchmark task',
            (ARRAY['todo','in_progress','review','completed'])[1 + (i - 1) % 4],
            (ARRAY['low','medium','high','urgent'])[1 + (i - 1) % 4],
            CASE WHEN i % 3 = 1 THEN '["bench"]' ELSE '[]' END,
            current_date + ((i % 40) - 5), i % 2 = 0
     FROM project p, generate_series(1, $3::int) AS i WHERE p.id = $1`,
    [projectId, adminId, size],
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The board shows this project: its column counts add up to the project's size, and its cards are in the page. */
const boardShows = (page, size) =>
  page
    .waitForFunction(
      (total) =>
        [...document.querySelectorAll('[data-testid="column-count"]')].reduce(
          (sum, count) => sum + Number(count.textContent),
          0,
        ) === total && document.querySelectorAll('[data-testid="task-card"]').length > 0,
      size,
      { polling: 'raf', timeout: 30_000 },
    )
    .catch(async (error) => {
      await page.screenshot({ path: join(tmpdir(), 'board-render-failure.png') });
      throw error;
    });
const cardCount = (page) => page.evaluate(() => document.querySelectorAll('[data-testid="task-card"]').length);

let adminId;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
});

try {
  const login = await call('POST', '/auth/login', null, { email: 'admin@example.com', password: 'taskflow-demo' });
  adminId = login.user.id;
  const company = await call('POST', '/client-companies', login.token, { name: 'Benchmark GmbH' });
  const projects = [];
  for (const size of sizes) {
    const project = await call('POST', '/projects', login.token, {
      name: `Benchmark ${size} tasks`,
      description: `A project with ${size} tasks`,
      startDate: '2026-01-01',
      clientCompanyId: company.id,
    });
    projects.push({ size, project });
  }
  await product.stop();
  const db = new PGlite(join(dataDir, 'pglite'), { extensions: { pgcrypto, pg_trgm } });
  for (const { size, project } of projects) await fillProject(db, project.id, size);
  await db.close();
  product = await serve();
  const session = await call('POST', '/auth/login', null, { email: 'admin@example.com', password: 'taskflow-demo' });

  console.log('tasks   page load → board ms   project switch → board ms   card elements   drop → stored ms');
  const targets = [];
  for (const { size, project } of projects) {
    const loads = [];
    const switches = [];
    const drops = [];
    let cards = 0;
    for (let run = 0; run < 3; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
      await context.addInitScript(
        ([token, user]) => {
          localStorage.setItem('taskflow_token', token);
          localStorage.setItem('taskflow_user', user);
        },
        [session.token, JSON.stringify(session.user)],
      );
      const page = await context.newPage();
      const boardUrl = `${product.urls.shell}/dashboard/kanban?projectId=${project.id}&lng=en`;

      let started = Date.now();
      await page.goto(boardUrl);
      await boardShows(page, size);
      loads.push(Date.now() - started);
      cards = Math.max(cards, await cardCount(page));

      // Warm: another project first, then this one from the picker.
      const other = projects.find((entry) => entry.project.id !== project.id) ?? projects[0];
      await page.goto(`${product.urls.shell}/dashboard/kanban?projectId=${other.project.id}&lng=en`);
      await boardShows(page, other.size);
      const picker = page.getByRole('combobox', { name: 'Project' });
      await picker.fill(project.name);
      const option = page.getByRole('option', { name: new RegExp(`^${project.name}`) });
      await option.waitFor();
      started = Date.now();
      await option.click();
      await boardShows(page, size);
      switches.push(Date.now() - started);
      cards = Math.max(cards, await cardCount(page));

      // Drop the first card of "To do" on "In progress" and wait for the stored status.
      const card = page.getByTestId('column-todo').getByTestId('task-card').first();
      const target = page.getByTestId('column-in_progress');
      await card.waitFor();
      await card.scrollIntoViewIfNeeded();
      const from = await card.boundingBox();
      const to = await target.boundingBox();
      await page.mouse.move(from.x + from.width / 2, from.y + 20);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 10, from.y + 30, { steps: 3 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
      const stored = page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && response.url().includes('/status'),
      );
      started = Date.now();
      await page.mouse.up();
      const response = await stored;
      if (!response.ok()) throw new Error(`drop not stored: ${response.status()}`);
      drops.push(Date.now() - started);
      await context.close();
    }
    if (size === SWITCH_TARGET_SIZE)
      targets.push(
        `target: project switch of ${SWITCH_TARGET_SIZE} tasks ≤ ${SWITCH_TARGET_MS} ms: ${median(switches)} ms ${median(switches) <= SWITCH_TARGET_MS ? 'met' : 'NOT met'}`,
      );
    targets.push(
      `target: fewer than ${CARD_ELEMENTS_MAX} card elements (${size} tasks): ${cards} ${cards < CARD_ELEMENTS_MAX ? 'met' : 'NOT met'}`,
    );
    console.log(
      `${String(size).padStart(5)} ${String(median(loads)).padStart(24)} ${String(median(switches)).padStart(27)} ${String(cards).padStart(15)} ${String(median(drops)).padStart(18)}`,
    );
  }
  console.log('(median of 3 runs; page load is a cold visit in a fresh browser context, everything included)');
  for (const line of targets) console.log(line);
} finally {
  await browser.close();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
