import { BadRequestException } from '@nestjs/common';
import type { ApiErrorCode, FieldError, FieldErrorCode } from '@taskflow/contracts';

/** A 400 whose body lists the invalid fields (property path → the rules each broke, with their codes). */
export class RequestValidationException extends BadRequestException {
  static readonly code: ApiErrorCode = 'VALIDATION_FAILED';

  constructor(readonly fieldErrors: Record<string, FieldError[]>) {
    super(
      Object.values(fieldErrors)
        .flat()
        .map((error) => error.message)
        .join('; ') || 'Validation failed',
    );
  }

  /** One broken rule of one field, the usual refusal of a service. */
  static of(field: string, code: FieldErrorCode, message: string): RequestValidationException {
    return new RequestValidationException({ [field]: [{ code, message }] });
  }

  /** Property path → messages (the body's `fields`, as before the codes). */
  get fields(): Record<string, string[]> {
    return Object.fromEntries(
      Object.entries(this.fieldErrors).map(([field, errors]) => [field, errors.map((error) => error.message)]),
    );
  }
}
