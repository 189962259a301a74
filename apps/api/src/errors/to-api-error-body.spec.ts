import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { RequestValidationException } from './request-validation.exception';
import { INTERNAL_ERROR_MESSAGE, toApiErrorBody } from './to-api-error-body';

describe('toApiErrorBody', () => {
  it('keeps the status, message and reason of Nest HTTP exceptions', () => {
    expect(toApiErrorBody(new NotFoundException('Project not found'))).toEqual({
      statusCode: 404,
      message: 'Project not found',
      error: 'Not Found',
    });
    expect(toApiErrorBody(new UnauthorizedException())).toEqual({
      statusCode: 401,
      message: 'Unauthorized',
      error: 'Unauthorized',
    });
    expect(toApiErrorBody(new ConflictException('Email already registered'))).toEqual({
      statusCode: 409,
      message: 'Email already registered',
      error: 'Conflict',
    });
  });

  it('accepts string and custom object responses', () => {
    expect(toApiErrorBody(new HttpException('Slow down', HttpStatus.TOO_MANY_REQUESTS))).toEqual({
      statusCode: 429,
      message: 'Slow down',
      error: 'Too Many Requests',
    });
    expect(toApiErrorBody(new HttpException({ message: ['a', 'b'] }, HttpStatus.BAD_REQUEST))).toEqual({
      statusCode: 400,
      message: 'a; b',
      error: 'Bad Request',
    });
  });

  it('adds the invalid fields of validation errors', () => {
    const fields = { email: ['Please enter a valid email address.'], 'address.city': ['city must be a string'] };

    expect(toApiErrorBody(new RequestValidationException(fields))).toEqual({
      statusCode: 400,
      message: 'Please enter a valid email address.; city must be a string',
      error: 'Bad Request',
      fields,
    });
  });

  it('has no `fields` for other bad requests', () => {
    expect(toApiErrorBody(new BadRequestException('Nope'))).not.toHaveProperty('fields');
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
    });
  });
});
