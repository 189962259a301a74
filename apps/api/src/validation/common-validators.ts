import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { PASSWORD_MIN_LENGTH } from '@taskflow/contracts';
import type { TransformFnParams } from 'class-transformer';
import {
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
/** The product's email pattern: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const trimmed = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value);
export const normalizeEmail = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
/** Empty strings become null (optional text fields). */
export const trimmedOrNull = ({ value }: TransformFnParams): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text.length > 0 ? text : null;
};

export const EMAIL_MAX_LENGTH = 320;

export function IsAppEmail(): PropertyDecorator {
  return (target, propertyName) => {
    ApiProperty({ type: String, format: 'email', maxLength: EMAIL_MAX_LENGTH })(target, propertyName);
    // Two rules, so that each refusal has its own code; at most one of them fails.
    registerDecorator({
      name: 'isRequiredEmail',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'Email is required' },
      validator: { validate: (value: unknown) => value !== undefined && value !== '' },
    });
    registerDecorator({
      name: 'isAppEmail',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: INVALID_EMAIL_MESSAGE },
      validator: {
        validate: (value: unknown) =>
          value === undefined ||
          value === '' ||
          (typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)),
      },
    });
  };
}

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_MAX_LENGTH = 200;

/** A password someone chooses (registration, change, reset, invitation): at least 8 characters. */
export function IsNewPassword(options: { optional?: boolean; description?: string } = {}): PropertyDecorator {
  const documented = {
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: options.description,
  };
  return applyDecorators(
    ...(options.optional ? [ApiPropertyOptional(documented), IsOmittable()] : [ApiProperty(documented)]),
    IsString(),
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE }),
    MaxLength(PASSWORD_MAX_LENGTH),
  );
}

/** A calendar day: YYYY-MM-DD (a full ISO timestamp is cut to its day by `toDay`). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const DAY_MESSAGE = '$property must be a date (YYYY-MM-DD)';

/** A day that exists: 2026-02-28 yes, 2026-02-30 or 2026-13-01 no (years 1 to 9999). */
export function isCalendarDay(value: unknown): boolean {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 ? (leap ? 29 : 28) : daysInMonth);
}

/** A real calendar day (YYYY-MM-DD), documented as an OpenAPI date. */
export function IsCalendarDay(message = DAY_MESSAGE): PropertyDecorator {
  return (target, propertyName) => {
    ApiProperty({ type: String, format: 'date' })(target, propertyName);
    registerDecorator({
      name: 'isCalendarDay',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: { validate: isCalendarDay },
    });
  };
}
export const toDay = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value;

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Valid when the property is after the day in `otherProperty` (or either is empty). */
export function IsDayAfter(otherProperty: string, message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isDayAfter',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const other = (args.object as Record<string, unknown>)[otherProperty];
          return typeof value !== 'string' || typeof other !== 'string' || value > other;
        },
      },
    });
}

/** Valid when the day is today or later (UTC, with one day of slack for time zones ahead of UTC). */
export function IsNotPastDay(message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isNotPastDay',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string') return true;
          const yesterday = new Date(Date.now() - 24 * 60 * 60_000).toISOString().slice(0, 10);
          return value >= yesterday;
        },
      },
    });
}

export const TAG_LIST_TEXT_MAX_LENGTH = 5_000;
const TAG_LIST_MAX_TAGS = 50;

/** The JSON text of a list of at most 50 unique, trimmed, non-empty strings (each up to 50 characters). */
export function IsTagListText(message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isTagListText',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: {
        validate(value: unknown) {
          if (value === undefined) return true;
          if (typeof value !== 'string' || value.length > TAG_LIST_TEXT_MAX_LENGTH) return false;
          const tags = parseTagList(value);
          return tags !== undefined && new Set(tags).size === tags.length;
        },
      },
    });
}

export function parseTagList(text: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || parsed.length > TAG_LIST_MAX_TAGS) return undefined;
    if (
      !parsed.every((item) => typeof item === 'string' && item.trim() === item && item.length > 0 && item.length <= 50)
    )
      return undefined;
    return parsed as string[];
  } catch {
    return undefined;
  }
}

/** The most hours a task may be estimated at (the column holds up to 999999.9). */
export const ESTIMATED_HOURS_MAX = 100_000;

/** Hours from 0 to ESTIMATED_HOURS_MAX in steps of 0.5. */
export function IsHalfHourSteps(message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isHalfHourSteps',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: {
        validate(value: unknown) {
          if (value === undefined || value === null) return true;
          return (
            typeof value === 'number' &&
            Number.isFinite(value) &&
            value >= 0 &&
            value <= ESTIMATED_HOURS_MAX &&
            Number.isInteger(value * 2)
          );
        },
      },
    });
}

/** A non-empty string of at most `maxLength` characters, reported with one message per field. */
export function IsRequiredText(requiredMessage: string, maxLength: number): PropertyDecorator {
  return (target, propertyName) => {
    ApiProperty({ type: String, minLength: 1, maxLength })(target, propertyName);
    // Two rules, so that each refusal has its own code; at most one of them fails.
    registerDecorator({
      name: 'isRequiredText',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: requiredMessage },
      // Too long (even if blank) is the other rule's refusal.
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && (value.trim().length > 0 || value.length > maxLength),
      },
    });
    IsTextWithinMaxLength(maxLength)(target, propertyName);
  };
}

/** Text of at most `maxLength` characters (other values are left to the field's other rules). */
export function IsTextWithinMaxLength(maxLength: number): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isTextWithinMaxLength',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: (args: ValidationArguments) => `${args.property} must be at most ${maxLength} characters` },
      validator: { validate: (value: unknown) => typeof value !== 'string' || value.length <= maxLength },
    });
}

/**
 * The field may be left out, but not sent as null: unlike IsOptional (which lets null through to a column that
 * cannot hold it), null is then checked by the field's rules and refused.
 */
export const IsOmittable = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** Optional free text of at most `maxLength` characters; null only when `nullable` (then stored as "none"). */
export function IsOptionalText(maxLength: number, options: { nullable?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength, nullable: options.nullable }),
    options.nullable ? IsOptional() : IsOmittable(),
    IsString(),
    MaxLength(maxLength),
  );
}

/** The largest value of a PostgreSQL `integer` column. */
export const INTEGER_MAX = 2_147_483_647;

/** A whole number within bounds (a column's type bounds it at INTEGER_MAX), documented with them. */
export function IsBoundedInt(minimum: number, maximum: number, integerMessage?: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum, maximum }),
    IsInt(integerMessage ? { message: integerMessage } : undefined),
    Min(minimum),
    Max(maximum),
  );
}

/** Query values are text: '12' is 12, anything else (empty, 'abc', '1,2') is NaN and refused by the number rules. */
export const QueryNumber = () =>
  Transform(({ value }: TransformFnParams) =>
    typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : Number.NaN,
  );

/** The properties of a request body that were actually sent (DTO instances carry undefined for the others). */
export function sentFields<T extends object>(dto: T): Partial<T> {
  return Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as Partial<T>;
}
