module.exports = {
  displayName: 'settings',
  preset: '../../jest.web.preset.js',
  rootDir: __dirname,
};
