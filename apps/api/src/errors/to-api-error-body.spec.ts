import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { TooManyLoginAttemptsException } from '../auth/auth.exception';
import { NO_FILE_MESSAGE, NoFileSentException } from '../files/files.exception';
import { LastAdminException } from '../team-members/team-members.exception';
import { RequestValidationException } from './request-validation.exception';
import { INTERNAL_ERROR_MESSAGE, toApiErrorBody } from './to-api-error-body';

describe('toApiErrorBody', () => {
  it('keeps the status, message and reason of Nest HTTP exceptions', () => {
    expect(toApiErrorBody(new NotFoundException('Project not found'))).toEqual({
      statusCode: 404,
      message: 'Project not found',
      error: 'Not Found',
      code: 'NOT_FOUND',
    });
    expect(toApiErrorBody(new UnauthorizedException())).toEqual({
      statusCode: 401,
      message: 'Unauthorized',
      error: 'Unauthorized',
      code: 'UNAUTHORIZED',
    });
    expect(toApiErrorBody(new ConflictException('Email already registered'))).toEqual({
      statusCode: 409,
      message: 'Email already registered',
      error: 'Conflict',
      code: 'CONFLICT',
    });
  });

  it('accepts string and custom object responses', () => {
    expect(toApiErrorBody(new HttpException('Slow down', HttpStatus.TOO_MANY_REQUESTS))).toEqual({
      statusCode: 429,
      message: 'Slow down',
      error: 'Too Many Requests',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(toApiErrorBody(new HttpException({ message: ['a', 'b'] }, HttpStatus.BAD_REQUEST))).toEqual({
      statusCode: 400,
      message: 'a; b',
      error: 'Bad Request',
      code: 'BAD_REQUEST',
    });
  });

  it('adds the invalid fields of validation errors, with the code of each broken rule', () => {
    const fieldErrors = {
      email: [{ code: 'INVALID_EMAIL' as const, message: 'Please enter a valid email address.' }],
      'address.city': [{ code: 'WRONG_TYPE' as const, message: 'city must be a string' }],
    };

    expect(toApiErrorBody(new RequestValidationException(fieldErrors))).toEqual({
      statusCode: 400,
      message: 'Please enter a valid email address.; city must be a string',
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      fields: { email: ['Please enter a valid email address.'], 'address.city': ['city must be a string'] },
      fieldErrors,
    });
  });

  it("answers an app exception with its class's code, whatever its message says", () => {
    expect(toApiErrorBody(new LastAdminException())).toMatchObject({ statusCode: 403, code: 'LAST_ADMIN' });
    expect(toApiErrorBody(new TooManyLoginAttemptsException(30))).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
    });
    // A subclass that only adds data keeps its parent's code.
    expect(toApiErrorBody(new NoFileSentException())).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { file: [{ code: 'REQUIRED', message: NO_FILE_MESSAGE }] },
    });
  });

  it.each([
    [405, 'METHOD_NOT_ALLOWED'],
    [418, 'BAD_REQUEST'],
    [502, 'INTERNAL_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
  ])("gives Nest's exceptions of status %i the generic code %s", (status, code) => {
    expect(toApiErrorBody(new HttpException('x', status)).code).toBe(code);
  });

  it('has no `fields` for other bad requests', () => {
    expect(toApiErrorBody(new BadRequestException('Nope'))).not.toHaveProperty('fields');
    expect(toApiErrorBody(new BadRequestException('Nope'))).not.toHaveProperty('fieldErrors');
  });

  it('reports exposed client errors of Express middleware, e.g. a too large body', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), {
      status: 413,
      statusCode: 413,
      expose: true,
      type: 'entity.too.large',
    });

    expect(toApiErrorBody(tooLarge)).toEqual({
      statusCode: 413,
      message: 'request entity too large',
      error: 'Payload Too Large',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it.each([
    ['an Error', new Error('connect ECONNREFUSED 10.0.0.7:5432')],
    [
      'an unexposed http error',
      Object.assign(new Error('template /srv/views/x.hbs line 3'), { status: 400, expose: false }),
    ],
    ['a thrown string', 'boom'],
    ['undefined', undefined],
  ])('turns %s into a generic 500', (_case, exception) => {
    expect(toApiErrorBody(exception)).toEqual({
      statusCode: 500,
      message: INTERNAL_ERROR_MESSAGE,
      error: 'Internal Server Error',
      code: 'INTERNAL_ERROR',
    });
  });
});
