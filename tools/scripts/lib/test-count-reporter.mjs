// A reporter for Node's test runner that writes the counts in the shape of a Jest JSON report, so that
// `npm test`'s total (test-summary.mjs) includes the tool scripts' tests. Suites are not counted, only tests.
export default async function* testCountReporter(source) {
  const counts = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
  for await (const event of source) {
    if (event.data?.details?.type === 'suite') continue;
    if (event.type === 'test:pass') {
      if (event.data.skip) counts.numPendingTests += 1;
      else if (event.data.todo) counts.numTodoTests += 1;
      else counts.numPassedTests += 1;
    } else if (event.type === 'test:fail') {
      counts.numFailedTests += 1;
    }
  }
  yield `${JSON.stringify(counts)}\n`;
}
