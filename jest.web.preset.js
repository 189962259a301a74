const base = require('./jest.preset');

module.exports = {
  ...base,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [require.resolve('./tools/jest/setup-web.ts')],
};
