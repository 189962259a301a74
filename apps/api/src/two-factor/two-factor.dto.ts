import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  TwoFactorConfirmRequest,
  TwoFactorDisableRequest,
  TwoFactorSetupConfirmSignInRequest,
  TwoFactorSetupRequest,
  TwoFactorSetupSignInRequest,
  TwoFactorSignInRequest,
} from '@taskflow/contracts';
import { TWO_FACTOR_CODE_PATTERN } from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsBoolean, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { IsOmittable, IsRequiredText, PASSWORD_MAX_LENGTH } from '../validation/common-validators';

const CODE_MESSAGE = 'The code has 6 digits';
/** Spaces are what people type between the digit groups their app shows. */
const withoutSpaces = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.replace(/\s/g, '') : value;

/** A code from the app, unless a recovery code is given instead. */
function IsCodeUnlessRecoveryCode(): PropertyDecorator {
  return (target, key) => {
    Transform(withoutSpaces)(target, key);
    ValidateIf((object: { recoveryCode?: unknown }) => object.recoveryCode === undefined)(target, key);
    IsString({ message: CODE_MESSAGE })(target, key);
    Matches(TWO_FACTOR_CODE_PATTERN, { message: CODE_MESSAGE })(target, key);
  };
}

function IsRecoveryCode(): PropertyDecorator {
  return (target, key) => {
    IsOmittable()(target, key);
    IsString()(target, key);
    MaxLength(40)(target, key);
  };
}

export class TwoFactorSetupDto implements TwoFactorSetupRequest {
  @ApiProperty() @IsRequiredText('Password is required', PASSWORD_MAX_LENGTH) password: string;
}

export class TwoFactorConfirmDto implements TwoFactorConfirmRequest {
  @ApiProperty({ example: '123456' })
  @Transform(withoutSpaces)
  @IsString({ message: CODE_MESSAGE })
  @Matches(TWO_FACTOR_CODE_PATTERN, { message: CODE_MESSAGE })
  code: string;
}

export class TwoFactorDisableDto implements TwoFactorDisableRequest {
  @ApiProperty() @IsRequiredText('Password is required', PASSWORD_MAX_LENGTH) password: string;
  @ApiPropertyOptional({ example: '123456' }) @IsCodeUnlessRecoveryCode() code?: string;
  @ApiPropertyOptional({ example: 'abcde-fghjk' }) @IsRecoveryCode() recoveryCode?: string;
}

export class TwoFactorSignInDto implements TwoFactorSignInRequest {
  @ApiProperty() @IsRequiredText('The sign-in token is required', 1000) challengeToken: string;
  @ApiPropertyOptional({ example: '123456' }) @IsCodeUnlessRecoveryCode() code?: string;
  @ApiPropertyOptional({ example: 'abcde-fghjk' }) @IsRecoveryCode() recoveryCode?: string;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() trustBrowser?: boolean;
}

export class TwoFactorSetupSignInDto implements TwoFactorSetupSignInRequest {
  @ApiProperty() @IsRequiredText('The sign-in token is required', 1000) setupToken: string;
}

export class TwoFactorSetupConfirmSignInDto implements TwoFactorSetupConfirmSignInRequest {
  @ApiProperty() @IsRequiredText('The sign-in token is required', 1000) setupToken: string;

  @ApiProperty({ example: '123456' })
  @Transform(withoutSpaces)
  @IsString({ message: CODE_MESSAGE })
  @Matches(TWO_FACTOR_CODE_PATTERN, { message: CODE_MESSAGE })
  code: string;
}
