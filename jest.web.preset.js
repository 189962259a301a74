const base = require('./jest.preset');

module.exports = {
  ...base,
  // jsdom with Node's fetch classes and Node's module resolution (jest-fixed-jsdom, as MSW documents it): RTK Query's
  // base query, react-router's data routers and Mock Service Worker build Requests and Responses.
  testEnvironment: require.resolve('./tools/jest/jsdom-with-fetch-environment.js'),
  // Every test file talks to the API through Mock Service Worker (libs/shared/testing).
  setupFilesAfterEnv: [
    require.resolve('./tools/jest/setup-web.ts'),
    require.resolve('./libs/shared/testing/src/lib/setup-api-server.ts'),
  ],
  // Room for the five-second waits of setup-web.ts when the machine is busy.
  testTimeout: 15_000,
};
