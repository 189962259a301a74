import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
// The machine's own PATH: without the node_modules/.bin folders that npm test puts first (they hold Node 24).
const systemPath = (process.env['PATH'] ?? '')
  .split(path.delimiter)
  .filter((folder) => !folder.includes('node_modules'))
  .join(path.delimiter);

/** `.ci/run` and the README install with tools/scripts/npm-ci.mjs: npm runs on Node 24 whatever the system's Node is. */
describe('installing with tools/scripts/npm-ci.mjs', () => {
  it('warns of no unmet engines, started by the system Node', () => {
    const systemNode = spawnSync('node', ['--version'], {
      env: { ...process.env, PATH: systemPath },
      encoding: 'utf8',
    });
    const install = spawnSync('node', ['tools/scripts/npm-ci.mjs', '--dry-run', '--no-audit', '--no-fund'], {
      cwd: ROOT,
      env: { ...process.env, PATH: systemPath },
      encoding: 'utf8',
    });

    expect({ systemNode: systemNode.stdout.trim(), status: install.status, stderr: install.stderr }).toEqual({
      systemNode: expect.stringMatching(/^v\d+\./),
      status: 0,
      stderr: expect.not.stringContaining('EBADENGINE'),
    });
  }, 180_000);
});
