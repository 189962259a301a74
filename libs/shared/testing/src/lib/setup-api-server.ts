// Registered for every front-end project by jest.web.preset.js: each test file gets the MSW server, and each test
// starts without handlers and without recorded requests; the run-time configuration points at the test API.
import { setRuntimeConfig } from '@taskflow/config';
import { apiServer, TEST_API_BASE } from './api-server';
import { forgetSentRequests } from './sent-requests';

/** Real servers a test starts in its own process (a socket.io gateway, an HTTP server on 127.0.0.1) are reached. */
const IN_PROCESS_HOSTS = new Set(['127.0.0.1', 'localhost']);

// Before the test file's own beforeAll, so a file that starts a server of its own may point the configuration there.
beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: TEST_API_BASE, realtimeUrl: '' });
  apiServer.listen({
    onUnhandledRequest(request, print) {
      if (IN_PROCESS_HOSTS.has(new URL(request.url).hostname)) return;
      print.error();
    },
  });
});

afterEach(() => {
  apiServer.resetHandlers();
  forgetSentRequests();
});

afterAll(() => apiServer.close());
