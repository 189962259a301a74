import type { FieldError } from '@taskflow/contracts';
import type { ValidationError } from 'class-validator';
import { fieldErrorCodeOf } from './field-error-codes';

/** Flattens class-validator's error tree into `{ 'address.street': [{ code, message }] }`. */
export function validationErrorsToFieldErrors(
  errors: ValidationError[],
  parentPath = '',
): Record<string, FieldError[]> {
  const fields: Record<string, FieldError[]> = {};
  for (const error of errors) {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const broken = Object.entries(error.constraints ?? {}).map(([rule, message]) => ({
      code: fieldErrorCodeOf(rule, error.contexts?.[rule]),
      message,
    }));
    if (broken.length > 0) fields[path] = [...(fields[path] ?? []), ...broken];
    Object.assign(fields, validationErrorsToFieldErrors(error.children ?? [], path));
  }
  return fields;
}
