module.exports = {
  displayName: 'shell',
  preset: '../../jest.web.preset.js',
  rootDir: __dirname,
  // Page tests click through whole forms; leave room for a busy machine (parallel builds and browsers).
  testTimeout: 20_000,
};
