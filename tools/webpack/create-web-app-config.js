// One webpack configuration for the shell and every remote: Module Federation
// (@module-federation/enhanced), SWC for TypeScript/JSX, shared dependencies from one factory.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { workspaceRoot, webpackAliases } = require('./workspace-aliases');
const { createSharedDependencies } = require('./shared-dependencies');
const { SharedChunksPlugin } = require('./shared-chunks-plugin');
const { StartupPreloadPlugin } = require('./startup-preload-plugin');

const swcOptions = (isDevelopment) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2020',
    transform: { react: { runtime: 'automatic', development: isDevelopment } },
  },
});

/**
 * @param {object} app
 * @param {string} app.name        federation name (shell, marketing, board, messages, settings)
 * @param {number} app.port        development server port
 * @param {Record<string,string>} [app.exposes] modules a remote exposes
 * @param {{from: string, to: string}[]} [app.publicDirs] workspace folders copied into the output
 *
 * Two build-time overrides (webpack `--env`) build another copy of an app into another folder, e.g. a
 * remote's next version into a CDN folder (tools/scripts/build-remote-version.mjs):
 * `--env projectRoot=<folder with the app's src/>` (default apps/<name>) and
 * `--env outputPath=<folder>` (default dist/apps/<name>).
 */
function createWebAppConfig(app) {
  return (env = {}, argv) => {
    const mode = argv.mode ?? 'production';
    const isDevelopment = mode === 'development';
    const projectRoot = path.resolve(workspaceRoot, env.projectRoot ?? path.join('apps', app.name));
    const outputPath = path.resolve(workspaceRoot, env.outputPath ?? path.join('dist/apps', app.name));
    const isHost = Object.keys(app.exposes ?? {}).length === 0;
    const copyPatterns = (app.publicDirs ?? [])
      .filter(({ from }) => fs.existsSync(path.join(workspaceRoot, from)))
      .map(({ from, to }) => ({ from: path.join(workspaceRoot, from), to }));

    return {
      mode,
      context: projectRoot,
      entry: { main: './src/main.ts' },
      devtool: isDevelopment ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: outputPath,
        publicPath: 'auto',
        uniqueName: app.name,
        filename: isDevelopment ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDevelopment ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: webpackAliases(),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: swcOptions(isDevelopment) },
          },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: createSharedDependencies({ production: !isDevelopment }),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // The Module Federation runtime (~25 KB gzip) ships once, in the shell: production remotes take the
          // host's (`_FEDERATION_RUNTIME_CORE`) instead of carrying their own in remoteEntry.js. Development builds
          // keep their own, so a remote still runs alone (`startRemoteAlone`, `npx nx serve board`).
          ...(!isDevelopment && isHost
            ? { runtimePlugins: [path.join(__dirname, 'provide-federation-runtime.mjs')] }
            : {}),
          experiments: {
            ...(isDevelopment || isHost ? {} : { externalRuntime: true }),
            // Browser-only builds: the runtime's Node.js script loaders are left out.
            optimization: { target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.name === 'shell' ? 'TaskFlow' : `TaskFlow – ${app.name}`,
          // The host's remotes manifest (apps/shell/src/remotes/remote-registry.ts) loads with the page's first bytes.
          remoteManifest: isHost ? '/module-federation.manifest.json' : undefined,
          chunks: ['main'],
          // Absolute, so deep links such as /dashboard/messages load /main.js; chunks keep 'auto'
          // so a remote's code is always fetched from the host it was loaded from.
          publicPath: '/',
        }),
        new SharedChunksPlugin(),
        // The host's page names the files of its start-up, so the browser fetches them side by side.
        ...(isHost && !isDevelopment ? [new StartupPreloadPlugin()] : []),
        // Production remotes take the host's bundler runtime too (see host-bundler-runtime.mjs).
        ...(!isDevelopment && !isHost
          ? [
              new webpack.NormalModuleReplacementPlugin(
                /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/,
                path.join(__dirname, 'host-bundler-runtime.mjs'),
              ),
            ]
          : []),
        ...(copyPatterns.length ? [new CopyPlugin({ patterns: copyPatterns })] : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
}

module.exports = { createWebAppConfig };
