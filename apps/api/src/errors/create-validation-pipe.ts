import { type ArgumentMetadata, ValidationPipe, type Type } from '@nestjs/common';
import { RequestValidationException } from './request-validation.exception';
import { validationErrorsToFieldErrors } from './validation-errors-to-field-errors';

export const INVALID_TEXT_MESSAGE = 'must be valid text (no NUL characters, no broken Unicode)';

/**
 * The app's one validation pipe; `expectedType` for a parameter whose class TypeScript cannot name (generic
 * handlers). Before the DTO rules, it refuses text no field may hold: NUL characters (PostgreSQL cannot store
 * them) and lone UTF-16 surrogates (not Unicode; some validators throw on them), anywhere in a body, query or path.
 */
export function createValidationPipe(expectedType?: Type<unknown>, quickly = true): ValidationPipe {
  return new AppValidationPipe(quickly, {
    expectedType,
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new RequestValidationException(validationErrorsToFieldErrors(errors)),
  });
}

/** A DTO's precompiled check: the DTO of a value its rules surely accept, else undefined (its rules then decide). */
type QuickAcceptance<T> = (value: unknown) => T | undefined;
const quickAcceptances = new Map<Type<unknown>, QuickAcceptance<unknown>>();

/**
 * Gives a hot route's DTO a precompiled check (class-validator reads every rule's metadata and builds the DTO on each
 * request). It answers only what it surely accepts, as the DTO the rules would give; anything else goes through the
 * rules, so every refusal (400, field messages, codes) stays theirs. A test compares both on samples.
 */
export function acceptQuickly<T>(dto: Type<T>, accept: QuickAcceptance<T>): void {
  quickAcceptances.set(dto, accept);
}

/** A plain object as JSON gives it (no array, no class instance). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

class AppValidationPipe extends ValidationPipe {
  constructor(
    private readonly quickly: boolean,
    options: ConstructorParameters<typeof ValidationPipe>[0],
  ) {
    super(options);
  }

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
    const type = this.expectedType ?? metadata.metatype;
    const accepted = this.quickly && type ? quickAcceptances.get(type)?.(value) : undefined;
    if (accepted !== undefined) return Promise.resolve(accepted);
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
