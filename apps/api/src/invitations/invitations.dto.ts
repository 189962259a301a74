import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INVITATION_PERMISSIONS, PASSWORD_MIN_LENGTH, TEAM_DEPARTMENTS } from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '../auth/auth.dto';
import { IsAppEmail, normalizeEmail, trimmed, IsRequiredText } from '../validation/common-validators';

const lowerCased = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export class CreateInvitationDto {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('First name is required', 100) firstName: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Last name is required', 100) lastName: string;
  @ApiProperty() @Transform(normalizeEmail) @IsAppEmail() email: string;
  @ApiProperty({ example: 'Frontend Developer' })
  @Transform(trimmed)
  @IsRequiredText('Role is required', 100)
  role: string;
  @ApiProperty({ enum: TEAM_DEPARTMENTS })
  @Transform(lowerCased)
  @IsIn(TEAM_DEPARTMENTS, { message: 'Department is required' })
  department: string;
  @ApiPropertyOptional({ enum: INVITATION_PERMISSIONS, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(INVITATION_PERMISSIONS.length)
  @IsIn(INVITATION_PERMISSIONS, { each: true })
  permissions?: string[];
}

export class AcceptInvitationDto {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) token: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}
