import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import {
  apiErrorCodeOf,
  DEFAULT_REQUEST_ERROR_MESSAGE,
  type ApiErrorCode,
  type LoginResponse,
} from '@taskflow/contracts';
import { signedOut, tokenRefreshed, type SessionState } from '../state/session.slice';
import { loadStoredSession } from '@taskflow/config';

/**
 * What every failed API call turns into: HTTP status (or a fetch failure kind), the API's error code, a message and the
 * body. A screen chooses its text by `code` (and the body's field codes, `fieldErrorCodesOf(data)`), never by `message`
 * (the server's English, for logs).
 */
export interface ApiRequestError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** The API's `ApiErrorBody.code`; none without an answer of the API. */
  code?: ApiErrorCode;
  message: string;
  data?: unknown;
}

export interface AuthBaseQueryOptions {
  /** Read on every call, so the address comes from run-time configuration. */
  baseUrl: () => string;
}

const REFRESH_PATH = '/auth/refresh';
const PATHS_WITHOUT_REFRESH = ['/auth/login', '/auth/refresh', '/auth/register', '/auth/logout'];

function messageOf(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return DEFAULT_REQUEST_ERROR_MESSAGE;
}

export function toApiRequestError(error: FetchBaseQueryError): ApiRequestError {
  if (typeof error.status === 'number') {
    return { status: error.status, code: apiErrorCodeOf(error.data), message: messageOf(error.data), data: error.data };
  }
  return { status: error.status, message: 'error' in error ? error.error : DEFAULT_REQUEST_ERROR_MESSAGE };
}

function pathOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

function currentToken(api: BaseQueryApi): string | null {
  const state = api.getState() as { session?: SessionState };
  return state.session?.token ?? loadStoredSession().token;
}

/**
 * Fetch base query for the TaskFlow API: JSON, bearer token, cookies for the refresh token,
 * errors as {status, message, data}, 204 as an empty result, and one token refresh on 401. A signed-in client whose
 * agency turned the client portal off is signed out (`signedOut('clientPortalDisabled')`), whatever the call was.
 */
export function createAuthBaseQuery(
  options: AuthBaseQueryOptions,
): BaseQueryFn<string | FetchArgs, unknown, ApiRequestError> {
  let refreshInFlight: Promise<string | null> | null = null;

  const rawQuery = (args: string | FetchArgs, api: BaseQueryApi, extra: object) =>
    fetchBaseQuery({
      baseUrl: options.baseUrl(),
      credentials: 'include',
      prepareHeaders: (headers) => {
        const token = currentToken(api);
        if (token) headers.set('Authorization', `Bearer ${token}`);
        headers.set('Accept', 'application/json');
        return headers;
      },
    })(args, api, extra);

  const refreshToken = (api: BaseQueryApi, extra: object): Promise<string | null> => {
    refreshInFlight ??= (async () => {
      const result = await rawQuery({ url: REFRESH_PATH, method: 'POST' }, api, extra);
      const token = (result.data as Partial<LoginResponse> | undefined)?.token;
      if (token) {
        api.dispatch(tokenRefreshed(token));
        return token;
      }
      api.dispatch(signedOut());
      return null;
    })().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  };

  return async (args, api, extra) => {
    let result = await rawQuery(args, api, extra);
    const mayRefresh = !PATHS_WITHOUT_REFRESH.includes(pathOf(args)) && currentToken(api) !== null;
    if (result.error?.status === 401 && mayRefresh) {
      const token = await refreshToken(api, extra);
      if (token) result = await rawQuery(args, api, extra);
    }
    if (result.error) {
      const error = toApiRequestError(result.error);
      if (mayRefresh && error.code === 'CLIENT_PORTAL_DISABLED') api.dispatch(signedOut('clientPortalDisabled'));
      return { error, meta: result.meta };
    }
    return { data: result.data ?? null, meta: result.meta };
  };
}
