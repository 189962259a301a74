const { createWebAppConfig } = require('../../tools/webpack/create-web-app-config');

module.exports = createWebAppConfig({
  name: 'shell',
  port: 4200,
  publicDirs: [
    { from: 'libs/shared/i18n/locales', to: 'locales' },
    { from: 'libs/shared/app-providers/public', to: '.' },
    { from: 'apps/shell/public', to: '.' },
  ],
});
