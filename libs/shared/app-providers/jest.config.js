module.exports = {
  displayName: 'shared-app-providers',
  preset: '../../../jest.web.preset.js',
  rootDir: __dirname,
  testEnvironment: require.resolve('../../../tools/jest/jsdom-with-fetch-environment.js'),
};
