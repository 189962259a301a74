// Benchmark: the Kanban board with large projects. Serves the built product (run
// `npx nx run-many -t build -p api,shell,marketing,board,messages,settings` first) on its own ports with a fresh
// embedded database, creates projects of 100, 1,000 and 5,000 tasks through the API (spread over the four
// columns), and for each prints: the time until the board shows its cards (a cold page load, and a switch from
// another project in the picker), the number of card elements in the page, and the time from a drop until the
// new status is stored (the PATCH answered).
// Usage: node tools/bench/board-render.mjs [sizes=100,1000,5000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startProduct } from '../scripts/lib/product.mjs';

const sizes = (process.argv[2] ?? '100,1000,5000').split(',').map(Number);
const ports = { shell: 4430, marketing: 4431, board: 4432, messages: 4433, settings: 4434 };
const apiPort = 3430;
const api = `http://localhost:${apiPort}/api`;
const STATUSES = ['todo', 'in_progress', 'review', 'completed'];

const dataDir = mkdtempSync(join(tmpdir(), 'taskflow-board-bench-'));
const product = await startProduct({
  apiPort,
  webPorts: ports,
  env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO_DATA: 'true' },
  quiet: true,
});

async function call(method, path, token, body) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

async function createProject(token, companyId, size) {
  const project = await call('POST', '/projects', token, {
    name: `Benchmark ${size} tasks`,
    description: `A project with ${size} tasks`,
    startDate: '2026-01-01',
    clientCompanyId: companyId,
  });
  let next = 0;
  const worker = async () => {
    while (next < size) {
      const index = next++;
      await call('POST', '/tasks', token, {
        title: `Task ${index + 1} of ${size}`,
        description: 'Benchmark task',
        projectId: project.id,
        assignedToId: adminId,
        status: STATUSES[index % STATUSES.length],
        priority: ['low', 'medium', 'high', 'urgent'][index % 4],
        tags: JSON.stringify(index % 3 === 0 ? ['bench'] : []),
      });
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return project;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cardsShown = (page) =>
  page.waitForFunction(() => document.querySelectorAll('[data-testid="task-card"]').length > 0, null, {
    polling: 'raf',
    timeout: 30_000,
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
    const started = Date.now();
    projects.push({ size, project: await createProject(login.token, company.id, size) });
    console.error(`created ${size} tasks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const session = await call('POST', '/auth/login', null, { email: 'admin@example.com', password: 'taskflow-demo' });

  console.log('tasks   page load → board ms   project switch → board ms   card elements   drop → stored ms');
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
      await cardsShown(page);
      loads.push(Date.now() - started);
      cards = Math.max(cards, await cardCount(page));

      // Warm: another project first, then this one from the picker.
      const other = projects.find((entry) => entry.project.id !== project.id) ?? projects[0];
      await page.goto(`${product.urls.shell}/dashboard/kanban?projectId=${other.project.id}&lng=en`);
      await cardsShown(page);
      const picker = page.getByRole('combobox', { name: 'Project' });
      await picker.fill(project.name);
      await page.getByRole('option', { name: new RegExp(`^${project.name}`) }).waitFor();
      const firstTitle = `Task 1 of ${size}`;
      started = Date.now();
      await picker.press('Enter');
      await page.getByText(firstTitle, { exact: true }).waitFor({ timeout: 30_000 });
      switches.push(Date.now() - started);
      cards = Math.max(cards, await cardCount(page));

      // Drop the first card of "To do" on "In progress" and wait for the stored status.
      const card = page.getByTestId('column-todo').getByTestId('task-card').first();
      const target = page.getByTestId('column-in_progress');
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
    console.log(
      `${String(size).padStart(5)} ${String(median(loads)).padStart(24)} ${String(median(switches)).padStart(27)} ${String(cards).padStart(15)} ${String(median(drops)).padStart(18)}`,
    );
  }
  console.log('(median of 3 runs; page load is a cold visit in a fresh browser context, everything included)');
} finally {
  await browser.close();
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
