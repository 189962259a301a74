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
