module.exports = {
  displayName: 'shared-config',
  preset: '../../../jest.web.preset.js',
  rootDir: __dirname,
};
