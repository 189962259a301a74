module.exports = {
  displayName: 'shared-i18n',
  preset: '../../../jest.web.preset.js',
  rootDir: __dirname,
};
