import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  TEAM_DEPARTMENTS,
  TEAM_MEMBER_STATUSES,
  TEAM_PERMISSION_FLAGS,
  type OffboardTeamMemberRequest,
  type TeamMemberStatus,
  type TeamPermissionFlag,
  type UpdateMemberPermissionsRequest,
  type UpdateTeamMemberRequest,
} from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { fieldCode } from '../errors/field-error-codes';
import { IsRequiredText, trimmed, trimmedOrNull } from '../validation/common-validators';

const lowerCased = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const trimmedList = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? [...new Set(value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== ''))]
    : value;

export const MAX_WEEKLY_TARGET_HOURS = 80;

export class UpdateTeamMemberDto implements UpdateTeamMemberRequest {
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
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(50) phone?:
    string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmed) @IsRequiredText('Role is required', 100) jobTitle?: string;
  @ApiPropertyOptional({ enum: TEAM_DEPARTMENTS })
  @IsOptional()
  @Transform(lowerCased)
  @IsIn(TEAM_DEPARTMENTS, { message: 'Department is required', context: fieldCode('REQUIRED') })
  department?: string;
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString()
  @MaxLength(200)
  location?: string | null;
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(2000) bio?:
    string | null;
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @Transform(trimmedList)
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  skills?: string[];
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString()
  @MaxLength(300)
  emergencyContact?: string | null;
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_WEEKLY_TARGET_HOURS })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 1 }, { message: 'Target hours must be a number' })
  @Min(1, { message: 'Target hours must be at least 1' })
  @Max(MAX_WEEKLY_TARGET_HOURS, { message: `Target hours must be at most ${MAX_WEEKLY_TARGET_HOURS}` })
  weeklyTargetHours?: number;
  @ApiPropertyOptional({ enum: TEAM_MEMBER_STATUSES })
  @IsOptional()
  @IsIn(TEAM_MEMBER_STATUSES)
  status?: TeamMemberStatus;
}

const isOverrideMap = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(
    ([key, flag]) =>
      (TEAM_PERMISSION_FLAGS as readonly string[]).includes(key) && (flag === true || flag === false || flag === null),
  );

export class UpdateMemberPermissionsDto implements UpdateMemberPermissionsRequest {
  @ApiProperty({ description: 'flag → true / false (override) or null (back to the default)' })
  @IsObject()
  @ValidateBy({
    name: 'isOverrideMap',
    validator: {
      validate: isOverrideMap,
      defaultMessage: () => 'Unknown permission or a value other than true, false or null',
    },
  })
  overrides: Partial<Record<TeamPermissionFlag, boolean | null>>;
}

export class OffboardTeamMemberDto implements OffboardTeamMemberRequest {
  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    description: 'Who takes over the open tasks; none: unassigned',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Please choose a team member' })
  reassignToId?: string | null;
}
