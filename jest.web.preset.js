const base = require('./jest.preset');

module.exports = {
  ...base,
  // jsdom with Node's fetch classes: RTK Query's base query and react-router's data routers build Requests.
  testEnvironment: require.resolve('./tools/jest/jsdom-with-fetch-environment.js'),
  setupFilesAfterEnv: [require.resolve('./tools/jest/setup-web.ts')],
  // Room for the five-second waits of setup-web.ts when the machine is busy.
  testTimeout: 15_000,
};
