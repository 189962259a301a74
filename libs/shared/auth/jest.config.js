module.exports = {
  displayName: 'shared-auth',
  preset: '../../../jest.web.preset.js',
  rootDir: __dirname,
};
