// Throw-away PostgreSQL for tests: initdb in a fresh temp dir, started on 127.0.0.1 with a free port,
// durability switched off for speed. Reusable by any test runner or script (plain data in, plain data out).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const execFileAsync = promisify(execFile);

const POSTGRES_INSTALL_ROOT = '/usr/lib/postgresql';
const POSTGRES_OS_USER = 'postgres';
const START_ATTEMPTS = 3;

/** Everything needed to use, and later stop, a running test server (JSON-serialisable). */
export interface PostgresServer {
  /** URL of the database created for the tests. */
  url: string;
  /** URL of the `postgres` maintenance database, e.g. to create more databases. */
  adminUrl: string;
  port: number;
  /** Temp directory holding data, socket and log; removed by `stopPostgresServer`. */
  rootDir: string;
  binDir: string;
  /** The server's command-line settings (port, addresses, durability), for restarts. */
  settings?: string;
}

export interface StartPostgresServerOptions {
  /** Name of the database to create (default `taskflow_test`). */
  database?: string;
  /**
   * Keep PostgreSQL's durability settings (fsync, full page writes, synchronous commit). Off by default for speed;
   * on where a test restarts the server and counts on every acknowledged write surviving.
   */
  durable?: boolean;
}

export async function startPostgresServer(options: StartPostgresServerOptions = {}): Promise<PostgresServer> {
  const database = options.database ?? 'taskflow_test';
  const binDir = findPostgresBinDir();
  const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taskflow-pg-'));
  const server: PostgresServer = { url: '', adminUrl: '', port: 0, rootDir, binDir };
  try {
    prepareDirectories(rootDir);
    await runAsPostgres(path.join(binDir, 'initdb'), [
      '-D',
      dataDir(rootDir),
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    server.port = await startOnFreePort(server, options.durable ?? false);
    server.adminUrl = `postgresql://postgres@127.0.0.1:${server.port}/postgres`;
    server.url = `postgresql://postgres@127.0.0.1:${server.port}/${database}`;
    await createDatabase(server.adminUrl, database);
    return server;
  } catch (error) {
    await stopPostgresServer(server);
    throw error;
  }
}

/** Stops the server (if it runs) and deletes its directory. Safe to call twice. */
export async function stopPostgresServer(server: PostgresServer): Promise<void> {
  if (fs.existsSync(path.join(dataDir(server.rootDir), 'postmaster.pid'))) {
    await runAsPostgres(path.join(server.binDir, 'pg_ctl'), [
      'stop',
      '-D',
      dataDir(server.rootDir),
      '-m',
      'immediate',
      '-w',
    ]).catch(() => undefined);
  }
  fs.rmSync(server.rootDir, { recursive: true, force: true });
}

/** Synchronous variant for `process.on('exit')` safety nets. */
export function stopPostgresServerSync(server: PostgresServer): void {
  if (fs.existsSync(path.join(dataDir(server.rootDir), 'postmaster.pid'))) {
    try {
      const [command, args] = asPostgres(path.join(server.binDir, 'pg_ctl'), [
        'stop',
        '-D',
        dataDir(server.rootDir),
        '-m',
        'immediate',
        '-w',
      ]);
      execFileSync(command, args, { stdio: 'ignore' });
    } catch {
      // Already stopped.
    }
  }
  fs.rmSync(server.rootDir, { recursive: true, force: true });
}

export function findPostgresBinDir(): string {
  const versions = fs.existsSync(POSTGRES_INSTALL_ROOT) ? fs.readdirSync(POSTGRES_INSTALL_ROOT) : [];
  const binDir = versions
    .filter((version) => fs.existsSync(path.join(POSTGRES_INSTALL_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    .map((version) => path.join(POSTGRES_INSTALL_ROOT, version, 'bin'))[0];
  if (!binDir) {
    throw new Error(
      `PostgreSQL server binaries were not found under ${POSTGRES_INSTALL_ROOT}/*/bin. ` +
        'The API e2e tests need them: apt-get install -y postgresql',
    );
  }
  return binDir;
}

function dataDir(rootDir: string): string {
  return path.join(rootDir, 'data');
}

function socketDir(rootDir: string): string {
  return path.join(rootDir, 'socket');
}

function prepareDirectories(rootDir: string): void {
  fs.mkdirSync(socketDir(rootDir));
  if (!isRoot()) return;
  // PostgreSQL refuses to run as root: the files belong to the postgres user.
  const uid = Number(execFileSync('id', ['-u', POSTGRES_OS_USER], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', POSTGRES_OS_USER], { encoding: 'utf8' }));
  fs.chownSync(rootDir, uid, gid);
  fs.chownSync(socketDir(rootDir), uid, gid);
}

async function startOnFreePort(server: PostgresServer, durable: boolean): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort();
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${socketDir(server.rootDir)}`,
      ...(durable ? [] : ['-c fsync=off', '-c full_page_writes=off', '-c synchronous_commit=off']),
    ].join(' ');
    try {
      await pgCtlStart(server, settings);
      server.settings = settings;
      return port;
    } catch (error) {
      // Another process may have taken the port between the probe and the start.
      if (attempt >= START_ATTEMPTS) {
        const logFile = path.join(server.rootDir, 'postgres.log');
        const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '(no log)';
        throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
      }
    }
  }
}

function pgCtlStart(server: PostgresServer, settings: string): Promise<void> {
  return runAsPostgres(path.join(server.binDir, 'pg_ctl'), [
    'start',
    '-D',
    dataDir(server.rootDir),
    '-w',
    '-t',
    '30',
    '-l',
    path.join(server.rootDir, 'postgres.log'),
    '-o',
    settings,
  ]);
}

/** Stops the server like `systemctl stop` would (a fast shutdown: open sessions are ended), keeping its data. */
export async function stopPostgresProcess(server: PostgresServer): Promise<void> {
  await runAsPostgres(path.join(server.binDir, 'pg_ctl'), ['stop', '-D', dataDir(server.rootDir), '-m', 'fast', '-w']);
}

/** Starts a server stopped by `stopPostgresProcess` again, on the same port with the same settings. */
export async function startPostgresProcess(server: PostgresServer): Promise<void> {
  if (!server.settings) throw new Error('This server was never started');
  await pgCtlStart(server, server.settings);
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function createDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

async function runAsPostgres(command: string, args: string[]): Promise<void> {
  const [file, fileArgs] = asPostgres(command, args);
  try {
    await execFileAsync(file, fileArgs, { cwd: os.tmpdir() });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${path.basename(command)} failed: ${stderr || stdout || (error as Error).message}`);
  }
}

function asPostgres(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', POSTGRES_OS_USER, '--', command, ...args]] : [command, args];
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}
