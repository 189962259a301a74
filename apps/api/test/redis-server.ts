import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreeLoopbackPort } from './free-port';

const REDIS_SERVER = '/usr/bin/redis-server';
const START_TIMEOUT_MS = 10_000;

export interface RedisServer {
  url: string;
  port: number;
  process: ChildProcess;
  dir: string;
}

/**
 * A throw-away Redis on a free loopback port, without persistence; stop it with `stopRedisServer`. With `password`
 * it refuses clients that do not send it (as docker compose runs it), and `url` carries it.
 */
export async function startRedisServer({ password }: { password?: string } = {}): Promise<RedisServer> {
  if (!fs.existsSync(REDIS_SERVER)) {
    throw new Error(
      `${REDIS_SERVER} is missing: the multi-node tests need a real Redis (apt-get install -y redis-server)`,
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskflow-redis-'));
  const port = await findFreeLoopbackPort();
  const child = spawn(
    REDIS_SERVER,
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      ...(password ? ['--requirepass', password] : []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const server = { url: `redis://${password ? `:${password}@` : ''}127.0.0.1:${port}`, port, process: child, dir };
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`redis-server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)),
        START_TIMEOUT_MS,
      );
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
  } catch (error) {
    await stopRedisServer(server);
    throw error;
  }
  return server;
}

export async function stopRedisServer(server: RedisServer): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) {
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(server.dir, { recursive: true, force: true });
}
