module.exports = {
  displayName: 'shared-store',
  preset: '../../../jest.web.preset.js',
  rootDir: __dirname,
};
