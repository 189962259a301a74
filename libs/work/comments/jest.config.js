const webPreset = require('../../../jest.web.preset.js');

module.exports = {
  // The web preset without Mock Service Worker (not converted yet): its tests run real in-process HTTP and socket.io
  // servers (src/lib/testing), which need jsdom's own XMLHttpRequest, FormData and File and no MSW interception.
  ...webPreset,
  displayName: 'work-comments',
  rootDir: __dirname,
  testEnvironment: require.resolve('../../../tools/jest/jsdom-without-msw-environment.js'),
  setupFilesAfterEnv: [require.resolve('../../../tools/jest/setup-web.ts')],
};
