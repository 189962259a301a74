// Bundles the API into one CommonJS file for Node; packages stay in node_modules (not bundled).
const path = require('node:path');
const nodeExternals = require('webpack-node-externals');
const { DefinePlugin } = require('webpack');
const { workspaceRoot, webpackAliases } = require('../../tools/webpack/workspace-aliases');

module.exports = (_env, argv = {}) => {
  const mode = argv.mode ?? 'production';
  return {
    mode,
    target: 'node24',
    context: workspaceRoot,
    entry: {
      main: path.join(__dirname, 'src/main.ts'),
      // For the TypeORM CLI (apps/api/scripts/migration.mjs).
      'data-source': path.join(__dirname, 'src/database/cli-data-source.ts'),
    },
    output: {
      path: path.join(workspaceRoot, 'dist/apps/api'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: 'source-map',
    externalsPresets: { node: true },
    externals: [nodeExternals({ modulesDir: path.join(workspaceRoot, 'node_modules') })],
    resolve: {
      extensions: ['.ts', '.js', '.json'],
      alias: webpackAliases(),
    },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', decorators: true },
                target: 'es2022',
                transform: { legacyDecorator: true, decoratorMetadata: true },
                keepClassNames: true,
              },
              module: { type: 'es6' },
              sourceMaps: true,
            },
          },
        },
      ],
    },
    // The release (package.json's version) is built in: the API answers it on GET /api/health.
    plugins: [new DefinePlugin({ TASKFLOW_VERSION: JSON.stringify(require('../../package.json').version) })],
    // Class names are load-bearing (TypeORM migration names, Nest log contexts): never mangle them.
    optimization: { minimize: false, nodeEnv: false },
    node: { __dirname: false, __filename: false },
    stats: 'errors-warnings',
  };
};
