import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Adds up the JSON reports of every Jest and Playwright run under `dir`. */
export function summariseTestResults(dir) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  if (!existsSync(dir)) return totals;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (report.stats && 'expected' in report.stats) {
      totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    } else if ('numPassedTests' in report) {
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      totals.skipped += report.numPendingTests + report.numTodoTests;
    }
  }
  return totals;
}
