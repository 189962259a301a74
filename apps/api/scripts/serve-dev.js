// Development server: webpack rebuilds dist/apps/api on change, `node --watch` restarts the API on each rebuild.
const { spawn } = require('node:child_process');
const path = require('node:path');
const webpack = require('webpack');
const createConfig = require('../webpack.config');

const workspaceRoot = path.resolve(__dirname, '../../..');
const bundle = path.join(workspaceRoot, 'dist/apps/api/main.js');

let api;
const compiler = webpack(createConfig({}, { mode: 'development' }));
const watching = compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) {
    console.error(error);
    return;
  }
  const output = stats.toString({ preset: 'errors-warnings', colors: true });
  if (output) console.log(output);
  if (!stats.hasErrors() && !api) startApi();
});

function startApi() {
  api = spawn(process.execPath, ['--watch', '--enable-source-maps', bundle], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  });
  api.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`API process ended (${signal ?? code}); stopping the dev server`);
      stop(code ?? 1);
    }
  });
}

let stopping = false;
function stop(exitCode = 0) {
  stopping = true;
  watching.close(() => {
    if (!api || api.exitCode !== null || api.signalCode !== null) process.exit(exitCode);
    api.once('exit', () => process.exit(exitCode));
    api.kill('SIGTERM');
  });
}

process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
