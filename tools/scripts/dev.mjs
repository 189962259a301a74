// npm run dev: every app in watch mode — the API (rebuilt and restarted on change, embedded database
// unless DATABASE_URL is set) and the shell plus the four remotes on webpack dev servers.
import './lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { nxEnv, run } from './lib/processes.mjs';

await run(
  'npx',
  ['nx', 'run-many', '-t', 'serve', '--projects=api,shell,marketing,board,messages,settings', '--parallel=6'],
  { env: { ...nxEnv, DEMO_DATA: process.env.DEMO_DATA ?? 'true' } },
);
