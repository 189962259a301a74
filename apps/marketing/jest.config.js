module.exports = {
  displayName: 'marketing',
  preset: '../../jest.web.preset.js',
  rootDir: __dirname,
};
