module.exports = {
  displayName: 'settings',
  preset: '../../jest.web.preset.js',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  // The tab tests type like a person (user-event); on a busy two-core machine that takes longer than 5 s.
  testTimeout: 20_000,
};
