import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  RECENT_ACTIVITY_DEFAULT_LIMIT,
  RECENT_ACTIVITY_MAX_LIMIT,
  type DashboardSummaryQuery,
  type ProjectReportQuery,
  type RecentActivityQuery,
} from '@taskflow/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, Matches, Max, Min } from 'class-validator';
import { DAY_PATTERN } from '../validation/common-validators';

const DAY_MESSAGE = '$property must be a date (YYYY-MM-DD)';

/** A real calendar day, YYYY-MM-DD (2026-02-30 is refused with 400, never a database error). */
function CalendarDay(): PropertyDecorator {
  return (target, property) => {
    ApiPropertyOptional({ example: '2026-03-31', description: "The caller's calendar day; default: today (UTC)" })(
      target,
      property,
    );
    IsOptional()(target, property);
    Matches(DAY_PATTERN, { message: DAY_MESSAGE })(target, property);
    IsISO8601({ strict: true }, { message: DAY_MESSAGE })(target, property);
  };
}

export class DashboardSummaryQueryDto implements DashboardSummaryQuery {
  @CalendarDay() today?: string;
}

export class ProjectReportQueryDto implements ProjectReportQuery {
  @CalendarDay() today?: string;
}

export class RecentActivityQueryDto implements RecentActivityQuery {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: RECENT_ACTIVITY_MAX_LIMIT,
    default: RECENT_ACTIVITY_DEFAULT_LIMIT,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(RECENT_ACTIVITY_MAX_LIMIT)
  limit?: number;

  @ApiPropertyOptional({ enum: ['de', 'en'], description: "Default: the caller's language, else German" })
  @IsOptional()
  @IsIn(['de', 'en'])
  language?: 'de' | 'en';
}
