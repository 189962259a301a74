import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { IsEmail, IsInt, IsString, ValidateNested, validateSync } from 'class-validator';
import { validationErrorsToFields } from './validation-errors-to-fields';

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

describe('validationErrorsToFields', () => {
  it('maps nested and array errors to property paths', () => {
    const order = plainToInstance(OrderDto, {
      email: 'nope',
      address: { city: 7 },
      lines: [{ quantity: 1 }, { quantity: 'x' }],
    });

    expect(validationErrorsToFields(validateSync(order))).toEqual({
      email: ['email must be an email'],
      'address.city': ['city must be a string'],
      'lines.1.quantity': ['quantity must be an integer number'],
    });
  });

  it('returns no fields for no errors', () => {
    expect(validationErrorsToFields([])).toEqual({});
  });
});
