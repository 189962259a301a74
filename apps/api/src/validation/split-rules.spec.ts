import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { validationErrorsToFieldErrors } from '../errors/validation-errors-to-field-errors';
import { IsAppEmail, IsRequiredText } from './common-validators';

class SampleDto {
  @IsRequiredText('Title is required', 5)
  title: unknown;

  @IsAppEmail()
  email: unknown;
}

const refusals = (body: object) => validationErrorsToFieldErrors(validateSync(plainToInstance(SampleDto, body)));

/** Rules of our own that can fail for two reasons are two rules: one refusal per field, each with its code. */
describe('required text and email', () => {
  it.each([
    ['empty', '', { code: 'REQUIRED', message: 'Title is required' }],
    ['blank', '   ', { code: 'REQUIRED', message: 'Title is required' }],
    ['no text', 5, { code: 'REQUIRED', message: 'Title is required' }],
    ['too long', 'longer', { code: 'TOO_LONG', message: 'title must be at most 5 characters' }],
    ['too long and blank', '       ', { code: 'TOO_LONG', message: 'title must be at most 5 characters' }],
  ])('refuses a title that is %s once', (_case, title, refusal) => {
    expect(refusals({ title, email: 'ada@example.com' })).toEqual({ title: [refusal] });
  });

  it.each([
    ['missing', undefined, { code: 'REQUIRED', message: 'Email is required' }],
    ['empty', '', { code: 'REQUIRED', message: 'Email is required' }],
    ['no address', 'ada', { code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' }],
    ['null', null, { code: 'INVALID_EMAIL', message: 'Please enter a valid email address.' }],
  ])('refuses an email that is %s once', (_case, email, refusal) => {
    expect(refusals({ title: 'Hi', email })).toEqual({ email: [refusal] });
  });

  it('accepts what is valid', () => {
    expect(refusals({ title: 'Hi', email: 'ada@example.com' })).toEqual({});
  });
});
