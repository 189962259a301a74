module.exports = {
  displayName: 'board',
  preset: '../../jest.web.preset.js',
  rootDir: __dirname,
};
