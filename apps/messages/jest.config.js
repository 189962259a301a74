module.exports = {
  displayName: 'messages',
  preset: '../../jest.web.preset.js',
  rootDir: __dirname,
  // Node's fetch classes in jsdom: the screens' RTK Query calls are answered by src/testing/fake-api.ts.
  testEnvironment: require.resolve('../../tools/jest/jsdom-with-fetch-environment.js'),
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  // Screens with 50 to 120 messages and the 2 s / 1 s read delays take longer than Jest's 5 s in jsdom.
  testTimeout: 30_000,
};
