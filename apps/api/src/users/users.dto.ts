import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PASSWORD_MIN_LENGTH, USER_TYPES, type UserType } from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '../auth/auth.dto';
import { IsAppEmail, normalizeEmail, trimmed, trimmedOrNull, IsRequiredText } from '../validation/common-validators';

export class UpdateUserDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimmed)
  @IsRequiredText('First name is required', 100)
  firstName?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimmed)
  @IsRequiredText('Last name is required', 100)
  lastName?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(normalizeEmail) @IsAppEmail() email?: string;
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(50) phone?:
    string | null;
  @ApiPropertyOptional({
    enum: ['active', 'inactive'],
    description: "Deactivation signs the user out everywhere; not for one's own account",
  })
  @IsOptional()
  @IsIn(['active', 'inactive'])
  status?: 'active' | 'inactive';
}

export class CreateUserDto {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('First name is required', 100) firstName: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Last name is required', 100) lastName: string;
  @ApiProperty() @Transform(normalizeEmail) @IsAppEmail() email: string;
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(50) phone?:
    string | null;
  @ApiProperty({ enum: USER_TYPES }) @IsIn(USER_TYPES) userType: UserType;

  @ApiPropertyOptional({ format: 'uuid', description: 'Required for clients' })
  @ValidateIf((dto: CreateUserDto) => dto.userType === 'client' || dto.clientCompanyId !== undefined)
  @IsUUID('all', { message: 'A client needs a client company' })
  clientCompanyId?: string;

  @ApiPropertyOptional({ description: 'Without a password the user is created pending and cannot sign in yet' })
  @IsOptional()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password?: string;

  @ApiPropertyOptional({
    description: "From POST /service-providers: creates that provider's first admin without a bearer token",
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  registrationToken?: string;

  @ApiPropertyOptional({
    description: "Accepted for the spec's registration payload; a new user is active only with a password",
  })
  @IsOptional()
  @IsIn(['active', 'pending', 'inactive'])
  status?: string;
}

export class ListUsersQueryDto {
  @ApiPropertyOptional({ enum: USER_TYPES }) @IsOptional() @IsIn(USER_TYPES) userType?: UserType;
}
