// The Node.js build of the public pages' renderer (src/prerender/render-page.tsx), which the shell's build runs to
// pre-render every public page (tools/scripts/prerender-pages.mjs). One file; packages stay in node_modules, so React,
// styled-components and i18next are the very ones the pages use.
const path = require('node:path');
const webpack = require('webpack');
const { workspaceRoot, webpackAliases } = require('../../tools/webpack/workspace-aliases');

module.exports = (env = {}) => ({
  mode: 'production',
  target: 'node',
  context: __dirname,
  entry: { 'render-page': './src/prerender/render-page.tsx' },
  devtool: false,
  output: {
    path: path.resolve(workspaceRoot, env.outputPath ?? 'dist/apps/marketing-prerender'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: webpackAliases() },
  // Every package is loaded from node_modules at run time; the workspace's own code is bundled.
  externals: [
    ({ request }, callback) =>
      /^[a-z@][^:]*$/i.test(request) && !request.startsWith('@taskflow/')
        ? callback(null, `commonjs ${request}`)
        : callback(),
  ],
  module: {
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2022',
              transform: { react: { runtime: 'automatic' } },
            },
          },
        },
      },
    ],
  },
  optimization: { minimize: false },
  plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  performance: { hints: false },
  stats: 'errors-warnings',
});
