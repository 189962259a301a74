// Builds one remote into a versioned CDN folder, <cdn root>/<remote>/<version>/, with the same webpack
// factory and mode as `npx nx build <remote>`. The shell then loads that version once its manifest names
// <cdn root URL>/<remote>/<version>/mf-manifest.json; nothing of the shell is rebuilt.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { run, workspaceRoot } from './processes.mjs';
import { REMOTES } from './web-servers.mjs';

const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]*$/;

/** The folder a remote's version lives in below a CDN root. */
export function remoteVersionDir(cdnRoot, remote, version) {
  if (!REMOTES.includes(remote)) throw new Error(`Unknown remote "${remote}" (one of ${REMOTES.join(', ')})`);
  if (!VERSION.test(version)) throw new Error(`"${version}" is not a version folder name (e.g. 1.4.0)`);
  return join(resolve(cdnRoot), remote, version);
}

/**
 * @param {object} options
 * @param {string} options.remote        marketing, board, messages or settings
 * @param {string} options.version       folder name, e.g. 1.4.0
 * @param {string} options.cdnRoot       folder the CDN serves
 * @param {string} [options.projectRoot] the remote's sources (a folder with src/); default apps/<remote>
 * @param {boolean} [options.background] run webpack at a lower CPU priority (beside running tests)
 * @returns {Promise<string>} the version folder
 */
export async function buildRemoteVersion({ remote, version, cdnRoot, projectRoot, background = false }) {
  const outputPath = remoteVersionDir(cdnRoot, remote, version);
  const sources = resolve(projectRoot ?? join(workspaceRoot, 'apps', remote));
  if (!existsSync(join(sources, 'src/main.ts'))) throw new Error(`${sources} holds no remote (no src/main.ts)`);
  const webpack = [
    join(workspaceRoot, 'node_modules/webpack-cli/bin/cli.js'),
    ...['--config', join(workspaceRoot, 'apps', remote, 'webpack.config.js'), '--mode', 'production'],
    ...['--env', `projectRoot=${sources}`, '--env', `outputPath=${outputPath}`],
  ];
  if (background) await run('nice', ['-n', '10', process.execPath, ...webpack]);
  else await run(process.execPath, webpack);
  return outputPath;
}
