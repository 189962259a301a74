/** The JSON body of every error answer of the API. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** Field name → messages, for validation errors (HTTP 400). */
  fields?: Record<string, string[]>;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body['statusCode'] === 'number' && typeof body['message'] === 'string';
}

export const DEFAULT_REQUEST_ERROR_MESSAGE = 'Request failed';

/** The API's 403 message for a client while the agency has turned the client portal off (sign-in and every call). */
export const CLIENT_PORTAL_DISABLED_MESSAGE = 'Client portal access is disabled. Please contact your service provider.';
