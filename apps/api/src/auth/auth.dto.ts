import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PLANS,
  type ChangePasswordRequest,
  type LoginRequest,
  type Plan,
  type RegisterRequest,
} from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn } from 'class-validator';
import {
  IsAppEmail,
  IsNewPassword,
  IsOmittable,
  IsRequiredText,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  trimmed,
} from '../validation/common-validators';

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'admin@example.com' })
  @Transform(normalizeEmail)
  @IsAppEmail()
  email: string;

  @ApiProperty()
  @IsRequiredText('Password is required', PASSWORD_MAX_LENGTH)
  password: string;

  @ApiPropertyOptional({ description: "Keep the session after the browser closes (answered back as 'rememberMe')" })
  @IsOmittable()
  @IsBoolean()
  rememberMe?: boolean;
}

export class RegisterDto implements RegisterRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('First name is required', 100) firstName: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Last name is required', 100) lastName: string;
  @ApiProperty() @Transform(normalizeEmail) @IsAppEmail() email: string;
  @IsNewPassword() password: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Company name is required', 200) companyName: string;
  @ApiPropertyOptional({ enum: PLANS }) @IsOmittable() @IsIn(PLANS) plan?: Plan;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() agreeToNewsletter?: boolean;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty() @IsRequiredText('Current password is required', PASSWORD_MAX_LENGTH) currentPassword: string;
  @IsNewPassword() newPassword: string;
}
