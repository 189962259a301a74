import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findFreeLoopbackPort } from './free-port';

export const BUILT_API = path.resolve(__dirname, '../../../dist/apps/api/main.js');
// Generous: on a busy 2-core machine (CI running two test files at once) a process takes tens of seconds to start.
const DEFAULT_START_TIMEOUT_MS = 60_000;

export interface ApiProcess {
  url: string;
  process: ChildProcess;
  output: () => string;
}

/**
 * Runs the built API (`npx nx build api`) as its own process on a free port; resolves once /api/health answers, or
 * fails after `startTimeoutMs`.
 */
export async function startApiProcess(
  env: Record<string, string>,
  startTimeoutMs = DEFAULT_START_TIMEOUT_MS,
): Promise<ApiProcess> {
  if (!fs.existsSync(BUILT_API)) throw new Error(`${BUILT_API} is missing: run \`npx nx build api\` first`);
  const port = await findFreeLoopbackPort();
  let output = '';
  const child = spawn(process.execPath, [BUILT_API], {
    env: { PATH: process.env['PATH'] ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const api = { url: `http://127.0.0.1:${port}`, process: child, output: () => output };
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API process exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${api.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return api;
    if (Date.now() > deadline) {
      await stopApiProcess(api);
      throw new Error(`The API process did not answer within ${startTimeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function stopApiProcess(api: ApiProcess): Promise<void> {
  if (api.process.exitCode !== null || api.process.signalCode !== null) return;
  const exited = new Promise((resolve) => api.process.once('exit', resolve));
  api.process.kill('SIGTERM');
  await exited;
}
