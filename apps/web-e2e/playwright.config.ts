import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './src/support/ports';

// Debian's Chromium, never a downloaded browser. Flags keep it off the (closed) network.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  outputDir: '../../tmp/web-e2e/test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  // A wait for what a person sees, not a delay: under CI's load (runs 2–3× slower than at rest) a cold page's first
  // view once took longer than 15 s.
  expect: { timeout: 30_000 },
  globalSetup: './src/support/global-setup.ts',
  reporter: [['list'], ['json', { outputFile: '../../tmp/test-results/web-e2e.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.shell}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
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
    },
  },
});
