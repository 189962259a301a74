// Registered for every front-end project by jest.web.preset.js: each test file gets the MSW server, and each test
// starts without handlers and without recorded requests, with the run-time configuration pointing at the test API.
import { setRuntimeConfig } from '@taskflow/config';
import { apiServer, TEST_API_BASE } from './api-server';
import { forgetSentRequests } from './sent-requests';

beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest(request, print) {
      // The live gateway of tests that run a socket.io server of their own is not the API.
      if (new URL(request.url).pathname.startsWith('/socket.io/')) return;
      print.error();
    },
  }),
);

beforeEach(() => setRuntimeConfig({ apiBaseUrl: TEST_API_BASE, realtimeUrl: '' }));

afterEach(() => {
  apiServer.resetHandlers();
  forgetSentRequests();
});

afterAll(() => apiServer.close());
