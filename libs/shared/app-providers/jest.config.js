module.exports = {
  displayName: 'shared-app-providers',
  preset: '../../../jest.web.preset.js',
  rootDir: __dirname,
};
