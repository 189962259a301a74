// What the API benchmarks share about their processes: the built API they start, and stopping what they started.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The built API's entry (or `path`); exits with a hint when it has not been built. */
export function builtApi(path = resolve(import.meta.dirname, '../../../dist/apps/api/main.js')) {
  if (!existsSync(path)) {
    console.error(`${path} is missing: run \`npx nx build api\` first`);
    process.exit(1);
  }
  return path;
}

/** A list to push started child processes into; they are stopped when the benchmark exits or is interrupted. */
export function stoppedOnExit() {
  const children = [];
  process.once('exit', () => stopAll(children));
  process.once('SIGINT', () => process.exit(130));
  return children;
}

/** Stops the children still running. */
export function stopAll(children) {
  children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
}
