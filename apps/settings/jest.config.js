module.exports = {
  displayName: 'settings',
  preset: '../../jest.web.preset.js',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  // RTK Query's real base query runs against a stubbed fetch (src/testing/fake-api.ts).
  testEnvironment: require.resolve('../../tools/jest/jsdom-with-fetch-environment.js'),
};
