module.exports = {
  displayName: 'shared-testing',
  preset: '../../../jest.web.preset.js',
  rootDir: __dirname,
};
