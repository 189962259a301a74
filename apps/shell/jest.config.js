module.exports = {
  displayName: 'shell',
  preset: '../../jest.web.preset.js',
  rootDir: __dirname,
};
