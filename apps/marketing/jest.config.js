module.exports = {
  displayName: 'marketing',
  preset: '../../jest.web.preset.js',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
};
