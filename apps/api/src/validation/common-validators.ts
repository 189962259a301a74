import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PASSWORD_MIN_LENGTH } from '@taskflow/contracts';
import type { TransformFnParams } from 'class-transformer';
import {
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
/** The spec's pattern: text, @, text, dot, text. */
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

export function IsAppEmail(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isAppEmail',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: (args: ValidationArguments) =>
          args.value === undefined || args.value === '' ? 'Email is required' : INVALID_EMAIL_MESSAGE,
      },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.length <= 320 && EMAIL_PATTERN.test(value),
      },
    });
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
    ...(options.optional ? [ApiPropertyOptional(documented), IsOptional()] : [ApiProperty(documented)]),
    IsString(),
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE }),
    MaxLength(PASSWORD_MAX_LENGTH),
  );
}

/** A calendar day: YYYY-MM-DD (a full ISO timestamp is cut to its day by `toDay`). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
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

/** The JSON text of a list of unique, trimmed, non-empty strings. */
export function IsTagListText(message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isTagListText',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message },
      validator: {
        validate(value: unknown) {
          if (value === undefined || value === null) return true;
          if (typeof value !== 'string') return false;
          const tags = parseTagList(value);
          return tags !== undefined && new Set(tags).size === tags.length;
        },
      },
    });
}

export function parseTagList(text: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return undefined;
    if (
      !parsed.every((item) => typeof item === 'string' && item.trim() === item && item.length > 0 && item.length <= 50)
    )
      return undefined;
    return parsed as string[];
  } catch {
    return undefined;
  }
}

/** Hours ≥ 0 in steps of 0.5. */
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
            value <= 100_000 &&
            Number.isInteger(value * 2)
          );
        },
      },
    });
}

/** A non-empty string of at most `maxLength` characters, reported with one message per field. */
export function IsRequiredText(requiredMessage: string, maxLength: number): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isRequiredText',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: (args: ValidationArguments) =>
          typeof args.value === 'string' && args.value.length > maxLength
            ? `${args.property} must be at most ${maxLength} characters`
            : requiredMessage,
      },
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value.trim().length > 0 && value.length <= maxLength,
      },
    });
}

/** The properties of a request body that were actually sent (DTO instances carry undefined for the others). */
export function sentFields<T extends object>(dto: T): Partial<T> {
  return Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as Partial<T>;
}
