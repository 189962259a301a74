module.exports = {
  displayName: 'shared-ui',
  preset: '../../../jest.web.preset.js',
  rootDir: __dirname,
};
