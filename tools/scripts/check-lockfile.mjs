// CI: fails when `npm install` would change package-lock.json, i.e. when the lockfile does not match package.json or
// lacks what another platform installs (its optional binaries), and when a locked package's `engines` excludes the
// Node 24 it runs on (npm's EBADENGINE warning). Works on a copy; the checkout stays as it is.
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
  // Through node-runtime.mjs this runs on Node 24 with node_modules/.bin first on PATH, so npm checks engines against 24.
  const install = spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--loglevel=warn'], {
    cwd: copy,
    encoding: 'utf8',
  });
  process.stdout.write(install.stdout);
  process.stderr.write(install.stderr);
  if (install.status !== 0) process.exit(install.status ?? 1);
  if (/EBADENGINE/.test(install.stderr)) {
    console.error(`A package's \`engines\` excludes Node ${process.versions.node} (EBADENGINE above).`);
    process.exit(1);
  }
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
