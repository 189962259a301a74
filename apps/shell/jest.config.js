module.exports = {
  displayName: 'shell',
  preset: '../../jest.web.preset.js',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
  // Page tests click through whole forms; leave room for a busy machine (parallel builds and browsers).
  testTimeout: 20_000,
};
