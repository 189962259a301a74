module.exports = {
  displayName: 'messages',
  preset: '../../jest.web.preset.js',
  rootDir: __dirname,
};
