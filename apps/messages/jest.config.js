module.exports = {
  displayName: 'messages',
  preset: '../../jest.web.preset.js',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  // Screens with 50 to 120 messages and the 2 s / 1 s read delays take longer than Jest's 5 s in jsdom.
  testTimeout: 30_000,
};
