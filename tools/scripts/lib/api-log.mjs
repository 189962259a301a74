// Reads the API's JSON log lines (pino) of a test run, to show why a browser test saw an error answer.
import { existsSync, readFileSync } from 'node:fs';

const PINO_ERROR = 50;

/** Prints the last `limit` error lines of the API log at `file` (request, message and the error's first lines). */
export function printApiErrors(file, limit = 40) {
  if (!existsSync(file)) return;
  const errors = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return line.trim() ? { level: PINO_ERROR, msg: line } : null;
      }
    })
    .filter((entry) => entry && entry.level >= PINO_ERROR);
  if (errors.length === 0) return;
  console.error(`\nThe API logged ${errors.length} error(s) during the browser tests; the last ${limit}:`);
  for (const entry of errors.slice(-limit)) {
    const request = entry.req ? `${entry.req.method} ${entry.req.url} → ${entry.res?.statusCode ?? '?'} ` : '';
    const stack = entry.err?.stack?.split('\n').slice(0, 4).join(' | ') ?? entry.err?.message ?? '';
    console.error(`  ${request}${entry.msg ?? ''} ${stack}`.trimEnd());
  }
}
