import { execFileSync } from 'node:child_process';
import path from 'node:path';

const WORKSPACE_ROOT = path.join(__dirname, '../../../..');
const RULES = ['error-codes/no-server-message-matching', 'error-codes/coded-exceptions'];

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints each sample as if it were the given file of the workspace, with the real eslint.config.mjs. */
function lint(samples: Record<string, string>): Record<string, LintMessage[]> {
  const output = execFileSync(
    process.execPath,
    [path.join(WORKSPACE_ROOT, 'tools/scripts/lint-samples.mjs'), WORKSPACE_ROOT],
    { input: JSON.stringify(samples), encoding: 'utf8' },
  );
  return JSON.parse(output) as Record<string, LintMessage[]>;
}

const ruleErrors = (messages: LintMessage[]) =>
  messages.filter((message) => message.ruleId !== null && RULES.includes(message.ruleId));

/** The old patterns, each as the file it was found in (apps/api/README.md, "Error codes"). */
const FORBIDDEN: Record<string, { file: string; code: string }> = {
  'a web form matching a field message with a regular expression': {
    file: 'apps/board/src/app/tasks/utils/sample-form.ts',
    code: `export function keyOf(body: { fields?: Record<string, string[]> }) {
  const message = body.fields?.title?.[0] ?? '';
  return /Title is required/i.test(message) ? 'titleRequired' : 'invalid';
}`,
  },
  'a web dialog matching the message of a refusal': {
    file: 'apps/board/src/app/team/components/SampleDialog.tsx',
    code: `export function failureOf(error: { status?: number; message?: string }) {
  return error.status === 403 && /limit/i.test(error.message ?? '') ? 'limitReached' : 'error';
}`,
  },
  'a web library comparing the message with a constant': {
    file: 'libs/shared/auth/src/lib/utils/sample-query.ts',
    code: `const PORTAL_OFF = 'Client portal access is disabled.';
export const portalOff = (error: { message: string }) => error.message === PORTAL_OFF;`,
  },
  'a web util searching a copy of the message': {
    file: 'libs/work/comments/src/lib/files/utils/sample-error.ts',
    code: `export function kindOf(error: { message?: unknown }) {
  const text = typeof error.message === 'string' ? error.message : '';
  return text.includes('storage') ? 'quotaFull' : 'tooLarge';
}`,
  },
  "a settings util looking for a text among a field's messages": {
    file: 'apps/settings/src/app/settings/utils/sample-errors.ts',
    code: `export const wrongPassword = (data: { fields: Record<string, string[]> }) =>
  data.fields.currentPassword.includes('The current password is not correct');`,
  },
  'an API service throwing a built-in exception with a message': {
    file: 'apps/api/src/notes/notes.service.ts',
    code: `import { NotFoundException } from '@nestjs/common';
export function noteOf(found: object | null): object {
  if (!found) throw new NotFoundException('Note not found');
  return found;
}`,
  },
  'an API service declaring its own exception class': {
    file: 'apps/api/src/notes/notes.service.ts',
    code: `import { ConflictException } from '@nestjs/common';
export class NoteLockedException extends ConflictException {}`,
  },
};

const ALLOWED: Record<string, { file: string; code: string }> = {
  'a web form translating field codes': {
    file: 'apps/board/src/app/tasks/utils/allowed-form.ts',
    code: `import { fieldErrorCodesOf } from '@taskflow/contracts';
export const titleKey = (body: unknown) => (fieldErrorCodesOf(body).title === 'REQUIRED' ? 'titleRequired' : 'invalid');`,
  },
  'a web dialog translating the code': {
    file: 'apps/board/src/app/team/components/AllowedDialog.tsx',
    code: `import { apiErrorCodeOf } from '@taskflow/contracts';
export const failureOf = (error: { data?: unknown }) =>
  apiErrorCodeOf(error.data) === 'TEAM_MEMBER_LIMIT_REACHED' ? 'limitReached' : 'error';`,
  },
  'a chat screen comparing fields of a chat message': {
    file: 'apps/messages/src/app/direct-messages/components/AllowedItem.tsx',
    code: `export const own = (message: { senderId: string | null }, userId: string) => message.senderId === userId;`,
  },
  'an exception class with its code in a *.exception.ts': {
    file: 'apps/api/src/notes/notes.exception.ts',
    code: `import { NotFoundException } from '@nestjs/common';
import type { ApiErrorCode } from '@taskflow/contracts';
export class NoteNotFoundException extends NotFoundException {
  static readonly code: ApiErrorCode = 'NOT_FOUND';
  constructor() { super('Note not found'); }
}`,
  },
  "an API guard throwing Nest's bare 401": {
    file: 'apps/api/src/notes/notes.guard.ts',
    code: `import { UnauthorizedException } from '@nestjs/common';
export function check(token: string | null): void { if (!token) throw new UnauthorizedException(); }`,
  },
};

describe('the lint rules for error codes (tools/eslint/error-codes.mjs)', () => {
  let results: Record<string, LintMessage[]>;
  const forbiddenFile = (name: string) => {
    const { file } = FORBIDDEN[name];
    return file.replace(/(\.tsx?)$/, `-${name.replace(/\W+/g, '-')}$1`);
  };

  beforeAll(() => {
    results = lint({
      ...Object.fromEntries(Object.keys(FORBIDDEN).map((name) => [forbiddenFile(name), FORBIDDEN[name].code])),
      ...Object.fromEntries(Object.values(ALLOWED).map(({ file, code }) => [file, code])),
    });
  });

  it.each(Object.keys(FORBIDDEN))('fails %s', (name) => {
    expect(ruleErrors(results[forbiddenFile(name)]).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(ALLOWED))('passes %s', (name) => {
    expect(ruleErrors(results[ALLOWED[name].file])).toEqual([]);
  });
});
