// A throw-away PostgreSQL for the benchmarks (Debian's server binaries, as the API e2e tests use; see
// apps/api/test/postgres-server.ts): initdb in a temp directory, started on 127.0.0.1 with a free port, durability
// off like in the tests. Stop it with `stop()`; it is also stopped when this process exits.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './net.mjs';

const INSTALL_ROOT = '/usr/lib/postgresql';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function binDir() {
  const versions = existsSync(INSTALL_ROOT) ? readdirSync(INSTALL_ROOT) : [];
  const found = versions
    .filter((version) => existsSync(join(INSTALL_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))[0];
  if (!found) throw new Error(`PostgreSQL was not found under ${INSTALL_ROOT}: apt-get install -y postgresql`);
  return join(INSTALL_ROOT, found, 'bin');
}

function asPostgres(command, args) {
  const [file, fileArgs] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, fileArgs, { cwd: tmpdir(), stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * CPU time PostgreSQL has used so far (the postmaster, its running backends and those that ended), in ms: what a route
 * costs the database, beside the server's own CPU.
 */
export function postgresCpuMs(postmasterPid) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(entry) === postmasterPid)
      // With its ended backends' time (cutime, cstime): a pool that closes an idle connection must not lower the sum.
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
    else if (Number(fields[1]) === postmasterPid) total += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return total;
}

/** @returns {Promise<{url: string, port: number, logFile: string, stop: () => void, cpuMs: () => number}>} */
export async function startPostgres({ database = 'taskflow_bench' } = {}) {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), 'taskflow-bench-pg-'));
  const data = join(root, 'data');
  const sockets = join(root, 'socket');
  mkdirSync(sockets);
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(root, uid, gid);
    chownSync(sockets, uid, gid);
  }
  let running = false;
  const stop = () => {
    if (running) {
      try {
        asPostgres(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w']);
      } catch {
        // Already stopped.
      }
      running = false;
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', stop);
  try {
    asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '-N']);
    const port = await freePort();
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${sockets}`,
      '-c fsync=off',
      '-c full_page_writes=off',
      '-c synchronous_commit=off',
    ].join(' ');
    asPostgres(join(bin, 'pg_ctl'), ['start', '-D', data, '-w', '-t', '30', '-l', join(root, 'log'), '-o', settings]);
    running = true;
    const admin = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const postmasterPid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return {
      url: `postgresql://postgres@127.0.0.1:${port}/${database}`,
      port,
      logFile: join(root, 'log'),
      stop,
      cpuMs: () => postgresCpuMs(postmasterPid),
    };
  } catch (error) {
    stop();
    throw error;
  }
}
