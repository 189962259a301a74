import { ApiProperty } from '@nestjs/swagger';
import type { JoinWaitlistRequest } from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength } from 'class-validator';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const EMAIL_MAX_LENGTH = 320;

export class JoinWaitlistDto implements JoinWaitlistRequest {
  @ApiProperty({ example: 'ada@example.com', maxLength: EMAIL_MAX_LENGTH })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: INVALID_EMAIL_MESSAGE })
  @MaxLength(EMAIL_MAX_LENGTH)
  email: string;
}
