import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_MIN_LENGTH } from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { IsAppEmail, IsRequiredText, normalizeEmail } from '../validation/common-validators';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from './auth.dto';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'admin@example.com' })
  @Transform(normalizeEmail)
  @IsAppEmail()
  email: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token of the emailed link (/reset-password?token=…)' })
  @IsRequiredText('The reset link is incomplete', 200)
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}
