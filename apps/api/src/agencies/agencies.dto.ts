import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  REGISTRATION_MODES,
  type AgencyTimeZone,
  type CreateAgencyRequest,
  type RegistrationMode,
  type RegistrationStatusResponse,
} from '@taskflow/contracts';
import { IsTimeZone } from 'class-validator';
import { Transform } from 'class-transformer';
import {
  IsAppEmail,
  IsBoundedInt,
  IsOmittable,
  IsOptionalText,
  IsRequiredText,
  normalizeEmail,
  trimmed,
  trimmedOrNull,
} from '../validation/common-validators';

/** The sent team sizes are ignored, but still bounded. */
const TEAM_SIZE_MAX = 10_000;

export class CreateAgencyDto implements CreateAgencyRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Company name is required', 200) companyName: string;
  @Transform(trimmedOrNull) @IsOptionalText(300, { nullable: true }) website?: string | null;
  @Transform(trimmedOrNull) @IsOptionalText(100, { nullable: true }) industry?: string | null;
  @Transform(trimmedOrNull) @IsOptionalText(500, { nullable: true }) address?: string | null;
  @Transform(trimmedOrNull) @IsOptionalText(50, { nullable: true }) phone?: string | null;
  @ApiPropertyOptional() @IsOmittable() @Transform(normalizeEmail) @IsAppEmail() email?: string;

  // Two-step clients send these; the server sets them itself (trial, 5, counted).
  @ApiPropertyOptional({ description: 'Ignored: always trial' }) @IsOptionalText(50) licenseStatus?: string;
  @ApiPropertyOptional({ description: 'Ignored: always 5' })
  @IsOmittable()
  @IsBoundedInt(0, TEAM_SIZE_MAX)
  maxTeamMembers?: number;
  @ApiPropertyOptional({ description: 'Ignored: counted by the server' })
  @IsOmittable()
  @IsBoundedInt(0, TEAM_SIZE_MAX)
  currentTeamMembers?: number;
}

/** PUT /api/service-providers/current/time-zone (docs/recurring-tasks.md). */
export class AgencyTimeZoneDto implements AgencyTimeZone {
  @ApiProperty({ example: 'Europe/Berlin', description: "IANA time zone; the agency's recurring tasks follow it" })
  @IsTimeZone({ message: '$property must be an IANA time zone such as Europe/Berlin' })
  timeZone: string;
}

export class RegistrationStatusDto implements RegistrationStatusResponse {
  @ApiProperty({ enum: REGISTRATION_MODES, description: 'REGISTRATION of this installation' })
  mode: RegistrationMode;

  @ApiProperty({ description: 'Whether a new agency may register now (always while there is no agency yet)' })
  newAgenciesAllowed: boolean;
}
