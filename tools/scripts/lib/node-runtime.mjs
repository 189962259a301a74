// TaskFlow runs on Node.js 24 (package.json `engines`). Imported first by every entry script: started by an older
// system Node (`node tools/scripts/start.mjs`), the script runs itself again on the Node 24 that the dev dependency
// `node` installs into node_modules/.bin, with that folder first on PATH so that whatever it starts (npx, Nx, Jest,
// Playwright) runs on 24 too. Through npm (`npm start`, `npm test`) it already does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REQUIRED_NODE_MAJOR = 24;

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));
const binFolder = join(workspaceRoot, 'node_modules', '.bin');
const localNode = join(binFolder, process.platform === 'win32' ? 'node.exe' : 'node');

const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_NODE_MAJOR) {
  if (!existsSync(localNode)) {
    console.error(
      `TaskFlow runs on Node.js ${REQUIRED_NODE_MAJOR}; this is ${process.version}. Run \`npm ci\` first: it installs ` +
        `Node.js ${REQUIRED_NODE_MAJOR} into node_modules/.bin (or use Node ${REQUIRED_NODE_MAJOR}, see .nvmrc).`,
    );
    process.exit(1);
  }
  const result = spawnSync(localNode, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${binFolder}${delimiter}${process.env.PATH ?? ''}` },
  });
  process.exit(result.status ?? 1);
}
