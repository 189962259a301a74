import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  RECURRENCE_COUNT_MAX,
  RECURRENCE_CREATION_MODES,
  RECURRENCE_FREQUENCIES,
  RECURRENCE_LEAD_DAYS_MAX,
  RECURRENCE_INTERVAL_MAX,
  RECURRENCE_NTHS,
  RECURRENCE_WEEKDAYS,
  type RecurrenceCreation,
  type RecurrenceFrequency,
  type RecurrenceNth,
  type RecurrenceWeekday,
} from '@taskflow/contracts';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, ValidateIf, ValidateNested } from 'class-validator';
import { IsBoundedInt, IsCalendarDay, IsOmittable } from '../validation/common-validators';

const END_TYPES = ['never', 'on', 'after'] as const;

export class NthWeekdayDto {
  @ApiProperty({ enum: RECURRENCE_NTHS, description: '1–4, or -1 for the last' })
  @IsIn(RECURRENCE_NTHS)
  nth: RecurrenceNth;

  @ApiProperty({ enum: RECURRENCE_WEEKDAYS }) @IsIn(RECURRENCE_WEEKDAYS) weekday: RecurrenceWeekday;
}

export class RecurrenceEndsDto {
  @ApiProperty({ enum: END_TYPES }) @IsIn(END_TYPES) type: (typeof END_TYPES)[number];

  @ApiPropertyOptional({ description: "type 'on': the last day an occurrence may fall on" })
  @ValidateIf((ends: RecurrenceEndsDto) => ends.type === 'on')
  @IsCalendarDay()
  date?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: RECURRENCE_COUNT_MAX, description: "type 'after': occurrences in all" })
  @ValidateIf((ends: RecurrenceEndsDto) => ends.type === 'after')
  @IsBoundedInt(1, RECURRENCE_COUNT_MAX)
  count?: number;
}

/** PUT /api/tasks/{id}/recurrence (docs/recurring-tasks.md). */
// `ends` is checked field by field (its `date` or `count` as its `type` needs), so it is wider than RecurrenceEnds here.
export class SetRecurrenceDto {
  @ApiProperty({ enum: RECURRENCE_FREQUENCIES }) @IsIn(RECURRENCE_FREQUENCIES) frequency: RecurrenceFrequency;

  @ApiPropertyOptional({ minimum: 1, maximum: RECURRENCE_INTERVAL_MAX, default: 1 })
  @IsOmittable()
  @IsBoundedInt(1, RECURRENCE_INTERVAL_MAX)
  interval?: number;

  @ApiPropertyOptional({ enum: RECURRENCE_WEEKDAYS, isArray: true, description: "weekly; default: the due date's" })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(RECURRENCE_WEEKDAYS.length)
  @IsIn(RECURRENCE_WEEKDAYS, { each: true })
  weekdays?: RecurrenceWeekday[];

  @ApiPropertyOptional({ description: 'monthly: 1–31 (31 skips shorter months), or -1 for the last day' })
  @IsOmittable()
  @IsInt()
  monthDay?: number;

  @ApiPropertyOptional({
    type: NthWeekdayDto,
    description: 'monthly: e.g. { nth: -1, weekday: "FR" }, the last Friday',
  })
  @IsOmittable()
  @IsObject()
  @ValidateNested()
  @Type(() => NthWeekdayDto)
  nthWeekday?: NthWeekdayDto;

  @ApiPropertyOptional({ type: RecurrenceEndsDto, description: "default: { type: 'never' }" })
  @IsOmittable()
  @IsObject()
  @ValidateNested()
  @Type(() => RecurrenceEndsDto)
  ends?: RecurrenceEndsDto;

  @ApiPropertyOptional({
    enum: RECURRENCE_CREATION_MODES,
    default: 'on_completion',
    description: "'ahead': the job queue makes each occurrence leadDays before its due day",
  })
  @IsOmittable()
  @IsIn(RECURRENCE_CREATION_MODES)
  creation?: RecurrenceCreation;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: RECURRENCE_LEAD_DAYS_MAX,
    default: 7,
    description: "creation 'ahead' only",
  })
  @IsOmittable()
  @IsBoundedInt(0, RECURRENCE_LEAD_DAYS_MAX)
  leadDays?: number;
}
