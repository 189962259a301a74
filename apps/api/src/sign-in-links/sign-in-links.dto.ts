import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  USER_LANGUAGES,
  type ConsumeSignInLinkRequest,
  type SignInLinkRequest,
  type UserLanguage,
} from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn } from 'class-validator';
import { IsAppEmail, IsOmittable, IsRequiredText, normalizeEmail } from '../validation/common-validators';

export class SignInLinkDto implements SignInLinkRequest {
  @ApiProperty({ example: 'client@example.com' })
  @Transform(normalizeEmail)
  @IsAppEmail()
  email: string;

  @ApiPropertyOptional({ description: 'Keep the session after the browser closes (the opened link follows it)' })
  @IsOmittable()
  @IsBoolean()
  rememberMe?: boolean;

  @ApiPropertyOptional({ enum: USER_LANGUAGES, description: "The mail's language while the account chose none" })
  @IsOmittable()
  @IsIn(USER_LANGUAGES)
  lng?: UserLanguage;
}

export class ConsumeSignInLinkDto implements ConsumeSignInLinkRequest {
  @ApiProperty({ description: 'The token of the emailed link (/login/link?token=…)' })
  @IsRequiredText('The sign-in link is incomplete', 200)
  token: string;
}
