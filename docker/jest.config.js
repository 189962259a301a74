module.exports = {
  displayName: 'docker',
  preset: '../jest.preset.js',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
};
