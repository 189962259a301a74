import { ApiProperty } from '@nestjs/swagger';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsAppEmail, IsNewPassword, IsRequiredText, normalizeEmail } from '../validation/common-validators';

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @ApiProperty({ example: 'admin@example.com' })
  @Transform(normalizeEmail)
  @IsAppEmail()
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty({ description: 'The token of the emailed link (/reset-password?token=…)' })
  @IsRequiredText('The reset link is incomplete', 200)
  token: string;

  @IsNewPassword() password: string;
}
