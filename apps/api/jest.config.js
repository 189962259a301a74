module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // test/architecture: the import-cycle check and the data-path lint rule; test/deployment: the compose file's
  // production defaults. Both run with the unit tests.
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/test/architecture/**/*.spec.ts',
    '<rootDir>/test/deployment/**/*.spec.ts',
  ],
};
