import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PASSWORD_MIN_LENGTH, PLANS, type Plan } from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsAppEmail, normalizeEmail, trimmed, IsRequiredText } from '../validation/common-validators';

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const PASSWORD_MAX_LENGTH = 200;

export class LoginDto {
  @ApiProperty({ example: 'admin@example.com' })
  @Transform(normalizeEmail)
  @IsAppEmail()
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsRequiredText('Password is required', PASSWORD_MAX_LENGTH)
  password: string;
}

export class NewPasswordDto {
  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}

export class RegisterDto {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('First name is required', 100) firstName: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Last name is required', 100) lastName: string;
  @ApiProperty() @Transform(normalizeEmail) @IsAppEmail() email: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;

  @ApiProperty() @Transform(trimmed) @IsRequiredText('Company name is required', 200) companyName: string;
  @ApiPropertyOptional({ enum: PLANS }) @IsOptional() @IsIn(PLANS) plan?: Plan;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() agreeToNewsletter?: boolean;
}

export class ChangePasswordDto {
  @ApiProperty() @IsRequiredText('Current password is required', PASSWORD_MAX_LENGTH) currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH)
  newPassword: string;
}
