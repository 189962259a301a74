import { setupServer } from 'msw/node';

/** The API's address in component tests (the run-time configuration points there); MSW answers it. */
export const TEST_API_ORIGIN = 'http://api.test';
export const TEST_API_BASE = `${TEST_API_ORIGIN}/api`;

/**
 * The TaskFlow API as component tests see it: Mock Service Worker answers the requests the real base query sends
 * (fetch and XMLHttpRequest), from the handlers a test adds with `apiServer.use(...)`. jest.web.preset.js starts it
 * for every test file, removes the handlers after each test and closes it after the file; a request no handler answers
 * fails the test's request and is logged as an error.
 */
export const apiServer = setupServer();
