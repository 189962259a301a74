// npm start: build everything (cached by Nx), then serve the API on the embedded database
// and the shell plus its four remotes on their own ports, as separate hosts would.
import { nxEnv, run } from './lib/processes.mjs';
import { startProduct } from './lib/product.mjs';

await run('npx', ['nx', 'run-many', '-t', 'build', '--projects=api,shell,marketing,board,messages,settings'], {
  env: nxEnv,
});

const product = await startProduct();
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
