const { createWebAppConfig } = require('../../tools/webpack/create-web-app-config');

module.exports = createWebAppConfig({
  name: 'messages',
  port: 4203,
  exposes: { './Routes': './src/app/RemoteRoutes.tsx', './TopBar': './src/app/RemoteTopBar.tsx' },
  // Only used when this remote is served on its own for development.
  publicDirs: [{ from: 'libs/shared/app-providers/public', to: '.' }],
});
