import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsEmail, IsInt, IsString, IsUUID, ValidateNested, validateSync } from 'class-validator';
import { fieldCode } from './field-error-codes';
import { validationErrorsToFieldErrors } from './validation-errors-to-field-errors';

class LineDto {
  @IsInt()
  quantity: number;
}

class AddressDto {
  @IsString()
  city: string;
}

class OrderDto {
  @IsEmail()
  email: string;

  @ValidateNested()
  @Type(() => AddressDto)
  address: AddressDto;

  @ValidateNested({ each: true })
  @Type(() => LineDto)
  lines: LineDto[];
}

class ChoiceDto {
  @IsUUID('all', { message: 'Project is required', context: fieldCode('REQUIRED') })
  projectId: string;
}

describe('validationErrorsToFieldErrors', () => {
  it('maps nested and array errors to property paths, each with the code of its rule', () => {
    const order = plainToInstance(OrderDto, {
      email: 'nope',
      address: { city: 7 },
      lines: [{ quantity: 1 }, { quantity: 'x' }],
    });

    expect(validationErrorsToFieldErrors(validateSync(order))).toEqual({
      email: [{ code: 'INVALID_EMAIL', message: 'email must be an email' }],
      'address.city': [{ code: 'WRONG_TYPE', message: 'city must be a string' }],
      'lines.1.quantity': [{ code: 'NOT_AN_INTEGER', message: 'quantity must be an integer number' }],
    });
  });

  it('takes the code a use of a rule names (a picker left empty is "required")', () => {
    const choice = plainToInstance(ChoiceDto, { projectId: 'nope' });

    expect(validationErrorsToFieldErrors(validateSync(choice))).toEqual({
      projectId: [{ code: 'REQUIRED', message: 'Project is required' }],
    });
  });

  it('returns no fields for no errors', () => {
    expect(validationErrorsToFieldErrors([])).toEqual({});
  });
});
