import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  TIME_ENTRY_MAX_MINUTES,
  type CreateTimeEntryRequest,
  type QueryFlag,
  type StartTimerRequest,
  type StopTimerRequest,
  type TimeEntryListQuery,
  type TimesheetQuery,
  type TimesheetWeekRequest,
  type TimeSettingsView,
  type UpdateProjectTimeSettingsRequest,
  type UpdateTimeEntryRequest,
} from '@taskflow/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsTimeZone,
  IsUUID,
  ValidateNested,
} from 'class-validator';
import {
  INTEGER_MAX,
  IsBoundedInt,
  IsCalendarDay,
  IsOmittable,
  IsOptionalText,
  trimmed,
} from '../validation/common-validators';
import { PageQueryDto } from '../validation/page-query.dto';

export const TIME_NOTE_MAX_LENGTH = 2_000;
export const MEMBER_RATES_MAX = 100;
const FLAGS: QueryFlag[] = ['true', 'false'];

/** A task (its project) or a project alone: `TimeEntriesService` checks that the caller sees it. */
class WorkTargetDto {
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsUUID('all') taskId?: string | null;
  @ApiPropertyOptional({ description: 'Required without taskId' }) @IsOmittable() @IsUUID('all') projectId?: string;
}

export class CreateTimeEntryDto extends WorkTargetDto implements CreateTimeEntryRequest {
  @IsCalendarDay() date: string;
  @IsBoundedInt(1, TIME_ENTRY_MAX_MINUTES) minutes: number;
  @Transform(trimmed) @IsOptionalText(TIME_NOTE_MAX_LENGTH) note?: string;
  @ApiPropertyOptional({ description: "Default: the project's billableByDefault" })
  @IsOmittable()
  @IsBoolean()
  billable?: boolean;
  @ApiPropertyOptional({ description: 'Admins only: an entry for another person' })
  @IsOmittable()
  @IsUUID('all')
  userId?: string;
}

export class UpdateTimeEntryDto extends WorkTargetDto implements UpdateTimeEntryRequest {
  @IsOmittable() @IsCalendarDay() date?: string;
  @IsOmittable() @IsBoundedInt(1, TIME_ENTRY_MAX_MINUTES) minutes?: number;
  @Transform(trimmed) @IsOptionalText(TIME_NOTE_MAX_LENGTH) note?: string;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() billable?: boolean;
}

export class TimeEntryListQueryDto extends PageQueryDto implements TimeEntryListQuery {
  @IsOmittable() @IsCalendarDay() from?: string;
  @IsOmittable() @IsCalendarDay() to?: string;
  @ApiPropertyOptional() @IsOmittable() @IsUUID('all') userId?: string;
  @ApiPropertyOptional() @IsOmittable() @IsUUID('all') projectId?: string;
  @ApiPropertyOptional() @IsOmittable() @IsUUID('all') clientCompanyId?: string;
  @ApiPropertyOptional() @IsOmittable() @IsUUID('all') taskId?: string;
  @ApiPropertyOptional({ enum: FLAGS }) @IsOmittable() @IsIn(FLAGS) billable?: QueryFlag;
  @ApiPropertyOptional({ enum: FLAGS }) @IsOmittable() @IsIn(FLAGS) billed?: QueryFlag;
}

export class StartTimerDto extends WorkTargetDto implements StartTimerRequest {
  @Transform(trimmed) @IsOptionalText(TIME_NOTE_MAX_LENGTH) note?: string;
  @ApiPropertyOptional({ description: "IANA time zone of the browser; default the person's" })
  @IsOmittable()
  @IsTimeZone({ message: '$property must be an IANA time zone such as Europe/Berlin' })
  timeZone?: string;
}

export class StopTimerDto implements StopTimerRequest {
  @ApiPropertyOptional({ description: 'Confirms (or corrects) the length of a long timer' })
  @IsOmittable()
  @IsBoundedInt(1, TIME_ENTRY_MAX_MINUTES)
  minutes?: number;
  @Transform(trimmed) @IsOptionalText(TIME_NOTE_MAX_LENGTH) note?: string;
}

export class TimesheetQueryDto implements TimesheetQuery {
  @IsCalendarDay() weekStart: string;
  @ApiPropertyOptional() @IsOmittable() @IsUUID('all') userId?: string;
}

export class TimesheetWeekDto implements TimesheetWeekRequest {
  @IsCalendarDay() weekStart: string;
  @ApiPropertyOptional({ description: 'Lock and unlock: whose week (default your own)' })
  @IsOmittable()
  @IsUUID('all')
  userId?: string;
}

export class TimeSettingsDto implements TimeSettingsView {
  @ApiProperty({ type: 'integer', nullable: true, minimum: 0, maximum: INTEGER_MAX })
  @IsOptional()
  @IsBoundedInt(0, INTEGER_MAX)
  defaultHourlyRateCents: number | null;
}

export class MemberRateDto {
  @ApiProperty() @IsUUID('all') userId: string;
  @IsBoundedInt(0, INTEGER_MAX) hourlyRateCents: number;
}

export class UpdateProjectTimeSettingsDto implements UpdateProjectTimeSettingsRequest {
  @ApiPropertyOptional({ type: 'integer', nullable: true })
  @IsOptional()
  @IsBoundedInt(0, INTEGER_MAX)
  hourlyRateCents?: number | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true })
  @IsOptional()
  @IsBoundedInt(1, INTEGER_MAX)
  budgetHours?: number | null;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() budgetSharedWithClient?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() billableByDefault?: boolean;
  @ApiPropertyOptional({ type: [MemberRateDto], description: 'Replaces every member rate of the project' })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(MEMBER_RATES_MAX)
  @ValidateNested({ each: true })
  @Type(() => MemberRateDto)
  memberRates?: MemberRateDto[];
}
