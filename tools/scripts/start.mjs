// npm start: build everything (cached by Nx), then serve the API on the embedded database
// and the shell plus its four remotes on their own ports, as separate hosts would.
import './lib/node-runtime.mjs'; // first: runs this script on Node.js 24
import { nxEnv, run } from './lib/processes.mjs';
import { startProduct } from './lib/product.mjs';
import { DEFAULT_PORTS, REMOTES } from './lib/web-servers.mjs';

await run('npx', ['nx', 'run-many', '-t', 'build', '--projects=api,shell,marketing,board,messages,settings'], {
  env: nxEnv,
});

// API_PORT and WEB_PORT (the shell's; the remotes take the next four) start a second copy beside the first.
const apiPort = Number(process.env.API_PORT ?? 3000);
const webPort = Number(process.env.WEB_PORT ?? DEFAULT_PORTS.shell);
const webPorts = Object.fromEntries(['shell', ...REMOTES].map((name, index) => [name, webPort + index]));
const product = await startProduct({ apiPort, webPorts });
console.log(`
  TaskFlow is running.

  Open       ${product.urls.shell}
  API        ${product.apiUrl}   (docs: ${product.apiUrl}/docs)
  Remotes    ${['marketing', 'board', 'messages', 'settings'].map((name) => `${name} ${product.urls[name]}`).join(', ')}

  Press Ctrl+C to stop.
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await product.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
product.api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped (exit ${code}).`);
    void product.stop().then(() => process.exit(1));
  }
});
