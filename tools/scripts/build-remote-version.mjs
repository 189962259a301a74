// Builds one remote into a versioned CDN folder (see README, "Building and deploying one remote alone"):
//   node tools/scripts/build-remote-version.mjs board 1.4.0 /srv/cdn            → /srv/cdn/board/1.4.0/
//   node tools/scripts/build-remote-version.mjs board 1.5.0 /srv/cdn ../board-1.5/apps/board
// The optional last argument builds another copy of the remote's sources (a release checkout).
import { buildRemoteVersion } from './lib/remote-version.mjs';

const [remote, version, cdnRoot, projectRoot] = process.argv.slice(2);
if (!remote || !version || !cdnRoot) {
  console.error('Usage: node tools/scripts/build-remote-version.mjs <remote> <version> <cdn root> [<sources>]');
  process.exit(2);
}
const folder = await buildRemoteVersion({ remote, version, cdnRoot, projectRoot });
console.log(`Built ${remote} ${version} into ${folder}`);
