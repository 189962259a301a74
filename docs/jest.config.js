module.exports = {
  displayName: 'docs',
  preset: '../jest.preset.js',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.spec.ts'],
};
