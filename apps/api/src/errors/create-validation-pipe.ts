import { type ArgumentMetadata, ValidationPipe, type Type } from '@nestjs/common';
import { RequestValidationException } from './request-validation.exception';
import { validationErrorsToFieldErrors } from './validation-errors-to-field-errors';

export const INVALID_TEXT_MESSAGE = 'must be valid text (no NUL characters, no broken Unicode)';

/**
 * The app's one validation pipe; `expectedType` for a parameter whose class TypeScript cannot name (generic
 * handlers). Before the DTO rules, it refuses text no field may hold: NUL characters (PostgreSQL cannot store
 * them) and lone UTF-16 surrogates (not Unicode; some validators throw on them), anywhere in a body, query or path.
 */
export function createValidationPipe(expectedType?: Type<unknown>): ValidationPipe {
  return new AppValidationPipe({
    expectedType,
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new RequestValidationException(validationErrorsToFieldErrors(errors)),
  });
}

class AppValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const invalid = invalidTextPaths(value, metadata.type === 'param' ? (metadata.data ?? '') : '');
      if (invalid.length > 0)
        throw new RequestValidationException(
          Object.fromEntries(
            invalid.map((path) => [
              path || metadata.type,
              [{ code: 'INVALID_TEXT', message: `${path || metadata.type} ${INVALID_TEXT_MESSAGE}` }],
            ]),
          ),
        );
    }
    return super.transform(value, metadata);
  }
}

/** Paths (a.b.0.c) of the strings in `value` that are not valid text. */
export function invalidTextPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return isValidText(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => invalidTextPaths(item, join(path, String(index))));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) =>
      isValidText(key) ? invalidTextPaths(item, join(path, key)) : [join(path, key.replace(/\0/g, ''))],
    );
  return [];
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isValidText(text: string): boolean {
  return !text.includes('\0') && !LONE_SURROGATE.test(text);
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
