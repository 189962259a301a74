// `npm ci` on Node.js 24. npm checks every package's `engines` against the Node it runs on itself, so on an older
// system Node it warns EBADENGINE for packages that will run on the project's Node 24 (node_modules/.bin/node), not on
// the system's. There npm runs once from the registry's `node` package, at the version package.json pins.
// Runs on any Node (nothing is installed yet); installs into the current folder, as `npm ci` does (so a worktree can use
// another checkout's copy); arguments go to `npm ci`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const manifest = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8'));
const onNode24 = Number(process.versions.node.split('.')[0]) >= 24;
const [command, args] = onNode24
  ? ['npm', ['ci']]
  : ['npx', ['--yes', '--package', `node@${manifest.devDependencies.node}`, '--', 'npm', 'ci']];

const result = spawnSync(command, [...args, ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
