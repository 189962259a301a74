module.exports = {
  displayName: 'work-comments',
  preset: '../../../jest.web.preset.js',
  rootDir: __dirname,
};
