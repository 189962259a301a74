const FixedJsdomEnvironment = require('jest-fixed-jsdom');

/**
 * jsdom as Mock Service Worker documents it for Jest (jest-fixed-jsdom): Node's fetch classes, streams, Blob and
 * FormData, and Node's module resolution, so RTK Query's real base query, react-router's data routers and MSW's
 * interceptors work. Node's File too: Node's FormData takes only Node's Blobs, and an upload (XMLHttpRequest with a
 * FormData) must reach the test's handler as the multipart body the API reads.
 */
class JsdomWithFetchEnvironment extends FixedJsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.File = File;
  }
}

module.exports = JsdomWithFetchEnvironment;
