import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import {
  INDUSTRIES,
  USER_LANGUAGES,
  type CreateCustomerRequest,
  type NewContactRequest,
  type UpdateCustomerRequest,
  type UserLanguage,
} from '@taskflow/contracts';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, ValidateNested } from 'class-validator';
import {
  IsAppEmail,
  IsOmittable,
  IsOptionalText,
  IsRequiredText,
  normalizeEmail,
  trimmed,
  trimmedOrNull,
} from '../validation/common-validators';

export const MAX_CONTACTS_PER_REQUEST = 20;

export class NewContactDto implements NewContactRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('First name is required', 100) firstName: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Last name is required', 100) lastName: string;
  @ApiProperty() @Transform(normalizeEmail) @IsAppEmail() email: string;
  @Transform(trimmedOrNull) @IsOptionalText(50, { nullable: true }) phone?: string | null;
  @ApiPropertyOptional({ enum: USER_LANGUAGES, nullable: true })
  @IsOptional()
  @IsIn(USER_LANGUAGES)
  language?: UserLanguage | null;
}

export class CreateCustomerDto implements CreateCustomerRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Company name is required', 200) name: string;
  @Transform(trimmedOrNull) @IsOptionalText(300, { nullable: true }) website?: string | null;
  @ApiPropertyOptional({ enum: INDUSTRIES, nullable: true })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsIn(INDUSTRIES, { message: 'Please choose one of the listed industries' })
  industry?: string | null;
  @Transform(trimmedOrNull) @IsOptionalText(300, { nullable: true }) address?: string | null;
  @Transform(trimmedOrNull) @IsOptionalText(50, { nullable: true }) phone?: string | null;
  @Transform(trimmedOrNull) @IsOptionalText(5000, { nullable: true }) description?: string | null;

  @ApiPropertyOptional({ type: [NewContactDto], description: 'When sent, at least one; each is invited to the portal' })
  @IsOmittable()
  @IsArray()
  @ArrayMinSize(1, { message: 'Add at least one contact' })
  @ArrayMaxSize(MAX_CONTACTS_PER_REQUEST)
  @ValidateNested({ each: true })
  @Type(() => NewContactDto)
  contacts?: NewContactDto[];
}

export class UpdateCustomerDto
  extends PartialType(OmitType(CreateCustomerDto, ['contacts'] as const), { skipNullProperties: false })
  implements UpdateCustomerRequest {}
