// Test helpers of the front ends: the API over Mock Service Worker (real HTTP through the real base query), handlers
// typed by @taskflow/contracts, and the requests the browser sent. Tests only (a lint rule keeps it out of app code).
export { apiServer, TEST_API_BASE, TEST_API_ORIGIN } from './lib/api-server';
export {
  abortOf,
  answer,
  answerUnknownRoutes,
  apiError,
  apiRoute,
  apiRouteOf,
  delay,
  heldAnswer,
  listPage,
  networkError,
  noContent,
  type ApiAnswer,
  type ApiCall,
  type ApiErrorOptions,
  type ApiMethod,
  type ApiResolver,
} from './lib/api-handlers';
export { forgetSentRequests, sentRequests, sentWrites, type SentRequest } from './lib/sent-requests';
