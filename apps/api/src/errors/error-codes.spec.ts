import fs from 'node:fs';
import path from 'node:path';
import { HttpException } from '@nestjs/common';
import { API_ERROR_CODES, FIELD_ERROR_CODES, type ApiErrorCode } from '@taskflow/contracts';
import { codeOfStatus } from './to-api-error-body';

const SOURCE_ROOT = path.join(__dirname, '..');
/** The product's list of codes (docs/error-codes.md); apps/api/README.md explains how codes are attached. */
const ERROR_CODES_PAGE = fs.readFileSync(path.join(SOURCE_ROOT, '../../../docs/error-codes.md'), 'utf8');

type ExceptionClass = (abstract new (...args: never[]) => HttpException) & { code?: ApiErrorCode };

/** Every HTTP exception class the app's `*.exception.ts` files export, by `file: Name`. */
function exceptionClasses(): Map<string, ExceptionClass> {
  const classes = new Map<string, ExceptionClass>();
  const files = fs
    .readdirSync(SOURCE_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.exception.ts'));
  for (const file of files) {
    const exports = require(path.join(SOURCE_ROOT, file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports))
      if (typeof value === 'function' && value.prototype instanceof HttpException)
        classes.set(`${file}: ${name}`, value as ExceptionClass);
  }
  return classes;
}

const ownCode = (exception: ExceptionClass) => (Object.hasOwn(exception, 'code') ? exception.code : undefined);

describe('error codes', () => {
  const classes = exceptionClasses();

  it('finds the exception classes', () => {
    expect(classes.size).toBeGreaterThan(50);
  });

  it.each([...classes.keys()])('%s answers with a code of the contracts', (name) => {
    expect(API_ERROR_CODES).toContain(classes.get(name)?.code);
  });

  it('gives every exception class that names a code one of its own', () => {
    const owners = new Map<ApiErrorCode, string[]>();
    for (const [name, exception] of classes) {
      const code = ownCode(exception);
      if (code) owners.set(code, [...(owners.get(code) ?? []), name]);
    }
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it('lets a class inherit a code only from a class of the same reason (a subclass that adds data)', () => {
    const inheriting = [...classes].filter(([, exception]) => !ownCode(exception)).map(([name]) => name);
    expect(inheriting.sort()).toEqual([
      'auth/auth.exception.ts: ReusedRefreshTokenException',
      'files/files.exception.ts: NoFileSentException',
      'mentions/mentions.exception.ts: MentionOutsideAudienceException',
    ]);
  });

  it('uses every code of the contracts: by an exception class or as the generic code of a status', () => {
    const used = new Set<ApiErrorCode>([...classes.values()].map((exception) => exception.code as ApiErrorCode));
    for (const status of [400, 401, 403, 404, 405, 409, 413, 415, 429, 500, 503]) used.add(codeOfStatus(status));
    expect(API_ERROR_CODES.filter((code) => !used.has(code))).toEqual([]);
  });

  it('has no code twice in the contracts', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    expect(new Set(FIELD_ERROR_CODES).size).toBe(FIELD_ERROR_CODES.length);
  });

  /** The codes a table of the page lists, by its heading. */
  const listedUnder = (heading: string): string[] => {
    const section = ERROR_CODES_PAGE.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';
    return [...section.matchAll(/^\| `([A-Z_]+)`/gm)].map((match) => match[1]);
  };

  it('explains every code in docs/error-codes.md', () => {
    expect(API_ERROR_CODES.filter((code) => !listedUnder('Answer codes').includes(code))).toEqual([]);
    expect(FIELD_ERROR_CODES.filter((code) => !listedUnder('Field codes').includes(code))).toEqual([]);
  });

  it('lists no code in docs/error-codes.md that the contracts do not have', () => {
    const answerCodes: readonly string[] = API_ERROR_CODES;
    const fieldCodes: readonly string[] = FIELD_ERROR_CODES;
    expect(listedUnder('Answer codes').filter((code) => !answerCodes.includes(code))).toEqual([]);
    expect(listedUnder('Field codes').filter((code) => !fieldCodes.includes(code))).toEqual([]);
  });
});
