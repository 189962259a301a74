module.exports = {
  displayName: 'shared-ui-core',
  preset: '../../../jest.web.preset.js',
  rootDir: __dirname,
};
