const { createWebAppConfig } = require('../../tools/webpack/create-web-app-config');

module.exports = createWebAppConfig({
  name: 'shell',
  port: 4200,
  publicDirs: [
    { from: 'libs/shared/app-providers/public', to: '.' },
    { from: 'apps/shell/public', to: '.' },
  ],
});
