/**
 * The stable, machine-readable reason of an error answer (`ApiErrorBody.code`). The web apps choose their texts by
 * it, never by the English `message`, so rewording a message changes nothing a user reads. A code is never renamed or
 * reused for another reason; apps/api/README.md ("Error codes") says what each one means.
 */
export const API_ERROR_CODES = [
  // By HTTP status, for errors without a reason of their own (Nest's and Express's built-in ones).
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // Input: `fieldErrors` says which field broke which rule.
  'VALIDATION_FAILED',
  // Sessions and accounts.
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'INVALID_REFRESH_TOKEN',
  'SIGN_IN_LINK_INVALID',
  'WRONG_CURRENT_PASSWORD',
  'INVALID_REGISTRATION_TOKEN',
  'REGISTRATION_CLOSED',
  'FIRST_USER_MUST_BE_ADMIN',
  'EMAIL_ALREADY_REGISTERED',
  'USER_NOT_FOUND',
  'CANNOT_DELETE_YOURSELF',
  'CANNOT_CHANGE_OWN_STATUS',
  'TWO_FACTOR_CHALLENGE_INVALID',
  'TOO_MANY_TWO_FACTOR_ATTEMPTS',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_NOT_SET_UP',
  'TWO_FACTOR_SETUP_INVALID',
  'TWO_FACTOR_REQUIRED_BY_AGENCY',
  'CANNOT_RESET_OWN_TWO_FACTOR',
  // Access.
  'ACCESS_DENIED',
  'MISSING_PERMISSION',
  'CLIENT_PORTAL_DISABLED',
  'NOT_PLATFORM_ADMIN',
  // Team.
  'TEAM_MEMBER_LIMIT_REACHED',
  'TEAM_MEMBER_NOT_FOUND',
  'LAST_ADMIN',
  'OWN_ACCOUNT',
  'ADMIN_PERMISSIONS_FIXED',
  'ADMINS_MANAGED_BY_ADMINS',
  'MEMBER_BEYOND_YOUR_PERMISSIONS',
  'CANNOT_GRANT_PERMISSION',
  'UNKNOWN_PERMISSION',
  'INVITATION_NOT_FOUND',
  'INVALID_INVITATION_LINK',
  'INVITATION_ALREADY_ACCEPTED',
  // Customers.
  'CLIENT_COMPANY_NOT_FOUND',
  'CONTACT_NOT_FOUND',
  'LAST_CONTACT',
  // Projects and tasks.
  'PROJECT_NOT_FOUND',
  'PROJECT_ALREADY_COMPLETED',
  'PROJECT_HAS_OPEN_TASKS',
  'TASK_NOT_FOUND',
  'TASK_NOT_AWAITING_APPROVAL',
  'TASK_NOT_CLIENT_VISIBLE',
  'CLIENT_APPROVALS_DISABLED',
  'CHECKLIST_ITEM_NOT_FOUND',
  'CHECKLIST_FULL',
  'RECURRENCE_NOT_FOUND',
  'PROJECT_TEMPLATE_NOT_FOUND',
  'PROJECT_TEMPLATE_BUILT_IN',
  // Comments.
  'COMMENT_NOT_FOUND',
  'NOT_YOUR_COMMENT',
  'CLIENT_COMMENTS_DISABLED',
  'CLIENT_INTERNAL_COMMENT',
  'WRONG_READ_SIDE',
  // Conversations.
  'CONVERSATION_NOT_FOUND',
  'MESSAGE_NOT_FOUND',
  'CONVERSATION_ACCESS_DENIED',
  'NOT_YOUR_MESSAGE',
  'CHAT_PARTNER_NOT_ALLOWED',
  'INVALID_CONVERSATION_INPUT',
  // Files.
  'FILE_NOT_FOUND',
  'FILE_TOO_LARGE',
  'STORAGE_QUOTA_EXCEEDED',
  'DRAFT_QUOTA_EXCEEDED',
  'INVALID_UPLOAD',
  'NOT_PREVIEWABLE',
  'CLIENT_UPLOADS_DISABLED',
  'NOT_YOUR_FILE',
  'FILE_BELONGS_TO_PARENT',
  // Time tracking.
  'TIME_ENTRY_NOT_FOUND',
  'NOT_YOUR_TIME_ENTRY',
  'TIME_ENTRY_LOCKED',
  'TIMESHEET_WEEK_LOCKED',
  'NO_RUNNING_TIMER',
  'TIMER_LENGTH_UNCONFIRMED',
  // Mail, calendar feed, waitlist, demo.
  'MAIL_NOT_FOUND',
  'MAIL_NOT_FAILED',
  'NOTIFICATION_NOT_FOUND',
  'CALENDAR_FEED_NOT_FOUND',
  'WAITLIST_ENTRY_NOT_FOUND',
  'DEMO_ACCOUNTS_UNAVAILABLE',
  'MENTION_PLACE_NOT_FOUND',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Which rule a field broke (`ApiErrorBody.fieldErrors`); as stable as `ApiErrorCode`. */
export const FIELD_ERROR_CODES = [
  // Any field ('INVALID': a rule without a code of its own; a test of the API keeps every rule in use coded).
  'INVALID',
  'REQUIRED',
  'UNKNOWN_FIELD',
  'WRONG_TYPE',
  'INVALID_TEXT',
  'TOO_SHORT',
  'TOO_LONG',
  'TOO_FEW',
  'TOO_MANY',
  'TOO_SMALL',
  'TOO_LARGE',
  'NOT_AN_INTEGER',
  'NOT_ONE_OF',
  'INVALID_ID',
  'INVALID_FORMAT',
  'INVALID_EMAIL',
  'INVALID_DATE',
  'INVALID_TIME_ZONE',
  // Rules of one field.
  'DATE_IN_PAST',
  'DATE_IN_FUTURE',
  'END_BEFORE_START',
  'NOT_HALF_HOUR_STEP',
  'INVALID_TAGS',
  'INVALID_PERMISSIONS',
  'INVALID_TOKEN',
  'WRONG_CURRENT_PASSWORD',
  'INVALID_TWO_FACTOR_CODE',
  'OWN_EMAIL_NEEDS_PASSWORD',
  'INVALID_ASSIGNEE',
  'INVALID_REASSIGN_TARGET',
  'CLIENT_APPROVALS_DISABLED',
  'APPROVAL_NEEDS_CLIENT_VISIBLE',
  'PENDING_APPROVAL_STAYS_VISIBLE',
  'UNKNOWN_DRAFT',
  'CHECKLIST_ORDER_MISMATCH',
  'RECURRENCE_RULE_MISMATCH',
  'RECURRENCE_NEEDS_DUE_DATE',
  'MENTION_OUTSIDE_AUDIENCE',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** One broken rule of one field. */
export interface FieldError {
  code: FieldErrorCode;
  /** English, for logs and API users; never shown by the web apps. */
  message: string;
}

/** The JSON body of every error answer of the API. */
export interface ApiErrorBody {
  statusCode: number;
  /** English, for logs and API users; the web apps translate `code` instead. */
  message: string;
  error: string;
  code: ApiErrorCode;
  /** Field name → messages, for validation errors (HTTP 400); the same as `fieldErrors` without the codes. */
  fields?: Record<string, string[]>;
  /** Field name (property path) → the rules it broke, for validation errors (HTTP 400). */
  fieldErrors?: Record<string, FieldError[]>;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body['statusCode'] === 'number' && typeof body['message'] === 'string';
}

const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  (API_ERROR_CODES as readonly unknown[]).includes(value);
const isFieldErrorCode = (value: unknown): value is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly unknown[]).includes(value);

/** The `code` of an error answer's body, or undefined when there is none (no answer, another server). */
export function apiErrorCodeOf(body: unknown): ApiErrorCode | undefined {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return isApiErrorCode(code) ? code : undefined;
}

/**
 * Field → the code of the first rule it broke, for every field an error answer's body names (empty when it names
 * none). A field without a code this app knows (an older or newer server) gets 'INVALID'.
 */
export function fieldErrorCodesOf(body: unknown): Record<string, FieldErrorCode> {
  if (typeof body !== 'object' || body === null) return {};
  const { fields, fieldErrors } = body as { fields?: unknown; fieldErrors?: unknown };
  const codes: Record<string, FieldErrorCode> = {};
  if (typeof fields === 'object' && fields !== null) for (const field of Object.keys(fields)) codes[field] = 'INVALID';
  if (typeof fieldErrors === 'object' && fieldErrors !== null)
    for (const [field, errors] of Object.entries(fieldErrors)) {
      const code = Array.isArray(errors) ? (errors[0] as { code?: unknown } | undefined)?.code : undefined;
      codes[field] = isFieldErrorCode(code) ? code : 'INVALID';
    }
  return codes;
}

export const DEFAULT_REQUEST_ERROR_MESSAGE = 'Request failed';
