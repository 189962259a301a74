// CI: fails when `npm install` would change package-lock.json, i.e. when the lockfile does not match package.json or
// lacks what another platform installs (its optional binaries). Works on a copy; the checkout stays as it is.
import './lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const copy = mkdtempSync(join(tmpdir(), 'taskflow-lockfile-'));
try {
  for (const file of ['package.json', 'package-lock.json', '.npmrc'])
    copyFileSync(join(workspaceRoot, file), join(copy, file));
  const install = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--loglevel=error'], {
    cwd: copy,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
  const locked = readFileSync(join(workspaceRoot, 'package-lock.json'), 'utf8');
  if (readFileSync(join(copy, 'package-lock.json'), 'utf8') !== locked) {
    console.error(
      'package-lock.json is not what `npm install` writes for package.json: run `npm install` and commit package-lock.json.',
    );
    process.exit(1);
  }
  console.log('package-lock.json is complete and matches package.json.');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
