const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * NOT YET CONVERTED: only libs/work/comments uses this, until its in-process HTTP test servers become MSW handlers
 * (libs/shared/testing/README.md). jsdom without a network of its own: Node's fetch classes (Request, Response, Headers, fetch) are made available,
 * so RTK Query's real base query runs in component tests against a stubbed `fetch` that answers like the API, and
 * react-router's data routers (which build a Request per navigation) work. jsdom keeps its own FormData and File, which
 * its XMLHttpRequest sends (uploads with progress).
 */
class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { fetch, Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = JsdomWithFetchEnvironment;
