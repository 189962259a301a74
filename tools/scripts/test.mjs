// npm test: every test of the workspace — lint and type checks, unit tests, API end-to-end on a
// real PostgreSQL, browser end-to-end in Debian's Chromium against the built product.
import './lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { nxEnv, run, workspaceRoot } from './lib/processes.mjs';
import { printApiErrors } from './lib/api-log.mjs';
import { ensureSystemPackages } from './lib/system-packages.mjs';
import { summariseTestResults } from './lib/test-summary.mjs';

const APPS = 'api,shell,marketing,board,messages,settings';
const resultsDir = join(workspaceRoot, 'tmp/test-results');

ensureSystemPackages();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const phases = [
  ['formatting (Prettier)', ['prettier', '--check', '.'], { nx: false }],
  ['lint, type checks and unit tests', ['run-many', '-t', 'lint,typecheck,test', '--parallel=2']],
  // The tool scripts' own tests (npm start's web servers): Node's test runner, no build needed.
  [
    'tool scripts (node --test)',
    [
      'node',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./tools/scripts/lib/test-count-reporter.mjs',
      `--test-reporter-destination=${join(resultsDir, 'tool-scripts.json')}`,
      'tools/scripts/lib/*.test.mjs',
    ],
    { nx: false },
  ],
  ['builds', ['run-many', '-t', 'build', `--projects=${APPS}`, '--parallel=2']],
  ['API end-to-end (PostgreSQL)', ['run', 'api:e2e']],
  [
    // Includes the JavaScript budget check (apps/web-e2e/src/bundle-budget.e2e.ts against tools/bench/web-budget.json)
    // on the builds above, served by the browser tests' product.
    'browser end-to-end and JavaScript budget (Chromium)',
    ['run', 'web-e2e:e2e', '--exclude-task-dependencies'],
    { onFailure: () => printApiErrors(join(workspaceRoot, 'tmp/web-e2e/api.log')) },
  ],
];

const failedPhases = [];
for (const [label, args, { nx = true, onFailure } = {}] of phases) {
  console.log(`\n▶ ${label}`);
  try {
    await run('npx', nx ? ['nx', ...args] : args, { env: nxEnv });
  } catch (error) {
    console.error(`✖ ${label}: ${error.message}`);
    onFailure?.();
    failedPhases.push(label);
  }
}

const totals = summariseTestResults(resultsDir);
// A phase can fail without a failing test (a lint error, a build error): count it as a failure too.
const failed = Math.max(totals.failed, failedPhases.length);
console.log(`\n${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
if (failedPhases.length > 0) {
  console.error(`Failed: ${failedPhases.join('; ')}`);
  process.exit(1);
}
