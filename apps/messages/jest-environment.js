// jsdom lacks fetch: the screens' RTK Query calls run through Node's own fetch classes, answered by the
// test's FakeApi (src/testing/fake-api.ts). AbortController comes along so Node's Request accepts its signal.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'structuredClone'];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
