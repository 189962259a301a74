import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  INVITATION_PERMISSIONS,
  TEAM_DEPARTMENTS,
  USER_LANGUAGES,
  type UserLanguage,
  type AcceptInvitationRequest,
  type TeamInvitationRequest,
} from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { fieldCode } from '../errors/field-error-codes';
import {
  IsAppEmail,
  IsNewPassword,
  IsOmittable,
  IsRequiredText,
  normalizeEmail,
  trimmed,
} from '../validation/common-validators';

const lowerCased = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class CreateInvitationDto implements TeamInvitationRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('First name is required', 100) firstName: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Last name is required', 100) lastName: string;
  @ApiProperty() @Transform(normalizeEmail) @IsAppEmail() email: string;
  @ApiProperty({ example: 'Frontend Developer' })
  @Transform(trimmed)
  @IsRequiredText('Role is required', 100)
  role: string;
  @ApiProperty({ enum: TEAM_DEPARTMENTS })
  @Transform(lowerCased)
  @IsIn(TEAM_DEPARTMENTS, { message: 'Department is required', context: fieldCode('REQUIRED') })
  department: string;
  @ApiPropertyOptional({ enum: INVITATION_PERMISSIONS, isArray: true })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(INVITATION_PERMISSIONS.length)
  @IsIn(INVITATION_PERMISSIONS, { each: true })
  permissions?: string[];
  @ApiPropertyOptional({ enum: USER_LANGUAGES, nullable: true })
  @IsOptional()
  @IsIn(USER_LANGUAGES)
  language?: UserLanguage | null;
}

export class AcceptInvitationDto implements AcceptInvitationRequest {
  @ApiProperty({ maxLength: 200 }) @IsString() @IsNotEmpty() @MaxLength(200) token: string;
  @IsNewPassword() password: string;
}
