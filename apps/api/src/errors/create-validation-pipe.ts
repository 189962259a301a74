import { ValidationPipe } from '@nestjs/common';
import { RequestValidationException } from './request-validation.exception';
import { validationErrorsToFields } from './validation-errors-to-fields';

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new RequestValidationException(validationErrorsToFields(errors)),
  });
}
