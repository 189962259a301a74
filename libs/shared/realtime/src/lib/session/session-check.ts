import type { ApiRequestError } from '@taskflow/auth';
import { api, type AppStore } from '@taskflow/store';

/**
 * How long after the gateway closed the socket the API is asked. A deliberate sign-out (logout, "sign out everywhere")
 * has the gateway close this browser's sockets while its own call is answered; it ends the session on this page within
 * this time, so it is not mistaken for a session ended elsewhere. Also the first wait before asking again when the API
 * could not be reached; it doubles up to the longest.
 */
export const SESSION_CHECK_RETRY_MS = 2000;
export const SESSION_CHECK_MAX_RETRY_MS = 30_000;

const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether the session still holds (GET /auth/me); the base query signs out when it does not. */
    liveSessionCheck: build.query<unknown, void>({ query: () => '/auth/me', keepUnusedDataFor: 0 }),
  }),
});

export type SessionCheckResult = 'valid' | 'ended' | 'unreachable';

/**
 * Asks the API whether the session still holds after the live gateway closed the socket itself. An ended session (the
 * base query signs out on 401 after a failed refresh, and on 403 when the client portal was turned off) answers
 * 'ended'; no answer or a server failure 'unreachable'.
 */
export async function checkSession(store: AppStore): Promise<SessionCheckResult> {
  const request = store.dispatch(
    sessionApi.endpoints.liveSessionCheck.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  const result = await request;
  if (!result.isError) return 'valid';
  const status = (result.error as ApiRequestError | undefined)?.status;
  return status === 401 || status === 403 ? 'ended' : 'unreachable';
}
