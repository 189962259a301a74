import type { FieldErrorCode } from '@taskflow/contracts';

/**
 * The code of each validation rule (class-validator's constraint name, also of this app's own decorators). A rule may
 * name another code for one use with `context: { code }` (`IsUUID('all', { context: fieldCode('REQUIRED') })`).
 * `field-error-codes.spec.ts` fails when a DTO uses a rule missing here.
 */
export const FIELD_ERROR_CODE_OF_RULE: Readonly<Record<string, FieldErrorCode>> = {
  // class-validator and the validation pipe
  whitelistValidation: 'UNKNOWN_FIELD',
  nestedValidation: 'WRONG_TYPE',
  unknownValue: 'WRONG_TYPE',
  isDefined: 'REQUIRED',
  isNotEmpty: 'REQUIRED',
  arrayNotEmpty: 'REQUIRED',
  isString: 'WRONG_TYPE',
  isBoolean: 'WRONG_TYPE',
  isArray: 'WRONG_TYPE',
  isObject: 'WRONG_TYPE',
  isNumber: 'WRONG_TYPE',
  isInt: 'NOT_AN_INTEGER',
  min: 'TOO_SMALL',
  max: 'TOO_LARGE',
  minLength: 'TOO_SHORT',
  maxLength: 'TOO_LONG',
  arrayMinSize: 'TOO_FEW',
  arrayMaxSize: 'TOO_MANY',
  isIn: 'NOT_ONE_OF',
  isEnum: 'NOT_ONE_OF',
  isUuid: 'INVALID_ID',
  matches: 'INVALID_FORMAT',
  isEmail: 'INVALID_EMAIL',
  isIso8601: 'INVALID_DATE',
  isTimeZone: 'INVALID_TIME_ZONE',
  // validation/common-validators.ts and the DTOs' own rules
  isRequiredText: 'REQUIRED',
  isTextWithinMaxLength: 'TOO_LONG',
  isRequiredEmail: 'REQUIRED',
  isAppEmail: 'INVALID_EMAIL',
  isCalendarDay: 'INVALID_DATE',
  isNotPastDay: 'DATE_IN_PAST',
  isDayAfter: 'END_BEFORE_START',
  isHalfHourSteps: 'NOT_HALF_HOUR_STEP',
  isTagListText: 'INVALID_TAGS',
  isCommentText: 'REQUIRED',
  isOverrideMap: 'INVALID_PERMISSIONS',
};

/** `context` of a rule that means something else in one place (a missing choice read as "required"). */
export const fieldCode = (code: FieldErrorCode) => ({ code });

/** The code of a broken rule: the one its use names, else the rule's own, else the generic one. */
export function fieldErrorCodeOf(rule: string, context?: unknown): FieldErrorCode {
  const named = (context as { code?: FieldErrorCode } | undefined)?.code;
  return named ?? FIELD_ERROR_CODE_OF_RULE[rule] ?? 'INVALID';
}
