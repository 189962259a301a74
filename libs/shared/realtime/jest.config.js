module.exports = {
  displayName: 'shared-realtime',
  preset: '../../../jest.web.preset.js',
  rootDir: __dirname,
};
