import { ValidationPipe, type Type } from '@nestjs/common';
import { RequestValidationException } from './request-validation.exception';
import { validationErrorsToFields } from './validation-errors-to-fields';

/** The app's one validation pipe; `expectedType` for a parameter whose class TypeScript cannot name (generic handlers). */
export function createValidationPipe(expectedType?: Type<unknown>): ValidationPipe {
  return new ValidationPipe({
    expectedType,
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new RequestValidationException(validationErrorsToFields(errors)),
  });
}
