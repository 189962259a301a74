import { ApiPropertyOptional } from '@nestjs/swagger';
import { USER_LANGUAGES, type UpdateAccountRequest, type UserLanguage } from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsString, IsTimeZone, MaxLength, ValidateIf } from 'class-validator';
import {
  IsAppEmail,
  IsOptionalText,
  IsRequiredText,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  trimmed,
  trimmedOrNull,
} from '../validation/common-validators';

/** Fields that may be left out but, when sent, must hold a value (null is refused, not skipped). */
const sent = (_dto: object, value: unknown) => value !== undefined;

/** The signed-in user's own profile; any subset. A changed email needs the current password. */
export class UpdateAccountDto implements UpdateAccountRequest {
  @ApiPropertyOptional()
  @ValidateIf(sent)
  @Transform(trimmed)
  @IsRequiredText('First name is required', 100)
  firstName?: string;

  @ApiPropertyOptional()
  @ValidateIf(sent)
  @Transform(trimmed)
  @IsRequiredText('Last name is required', 100)
  lastName?: string;

  @Transform(trimmedOrNull)
  @IsOptionalText(50, { nullable: true })
  phone?: string | null;

  @ApiPropertyOptional({ description: 'Needs currentPassword; tells the old address and ends every other session' })
  @ValidateIf(sent)
  @Transform(normalizeEmail)
  @IsAppEmail()
  email?: string;

  @ApiPropertyOptional({ description: 'Required when the email changes' })
  @ValidateIf(sent)
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword?: string;

  @ApiPropertyOptional({ enum: USER_LANGUAGES, description: 'Interface language; mails to the user use it' })
  @ValidateIf(sent)
  @IsIn(USER_LANGUAGES)
  language?: UserLanguage;

  @ApiPropertyOptional({ example: 'Europe/Berlin', description: 'IANA time zone; quiet hours and digests follow it' })
  @ValidateIf(sent)
  @IsTimeZone({ message: '$property must be an IANA time zone such as Europe/Berlin' })
  @MaxLength(64)
  timeZone?: string;
}
