// The rules count calendar days in local time; run the tests in the users' zone, which has
// daylight saving, so day arithmetic across a switch is exercised (set before any worker starts).
process.env.TZ = 'Europe/Berlin';

module.exports = {
  displayName: 'shared-domain',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
};
