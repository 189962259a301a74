import {
  NOTIFICATION_FREQUENCIES,
  type NotificationFrequency,
  type UpdateNotificationPreferencesRequest,
} from '@taskflow/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { IsOmittable } from '../validation/common-validators';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_MESSAGE = '$property must be a time like 22:00';

/** The settings screen sends one changed field at a time; any subset is accepted. */
export class UpdateNotificationPreferencesDto implements UpdateNotificationPreferencesRequest {
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() emailTaskAssigned?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() emailTaskCompleted?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() emailProjectUpdates?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() emailTaskCommented?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() emailMentioned?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() emailDeadlineReminders?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() emailDailyDigest?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() emailWeeklyReport?: boolean;
  @ApiPropertyOptional({ enum: NOTIFICATION_FREQUENCIES })
  @IsOmittable()
  @IsIn(NOTIFICATION_FREQUENCIES)
  frequency?: NotificationFrequency;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() quietHoursEnabled?: boolean;
  @ApiPropertyOptional({ type: String, pattern: TIME.source, example: '22:00' })
  @IsOmittable()
  @Matches(TIME, { message: TIME_MESSAGE })
  quietHoursFrom?: string;
  @ApiPropertyOptional({ type: String, pattern: TIME.source, example: '08:00' })
  @IsOmittable()
  @Matches(TIME, { message: TIME_MESSAGE })
  quietHoursTo?: string;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() emailClientUpdates?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() emailClientReports?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() inAppTaskAssigned?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() inAppTaskCompleted?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() inAppTaskCommented?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() inAppProjectUpdates?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() inAppClientUpdates?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() inAppApprovalRequested?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() inAppApprovalDecided?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() inAppProjectCompleted?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() inAppDueTomorrow?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() inAppMentioned?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() inAppBudgetWarning?: boolean;
}

const CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** GET /api/notifications: a page of the centre, after `cursor` (the `nextCursor` of the page before). */
export class NotificationPageQueryDto {
  @ApiPropertyOptional({ description: 'The nextCursor of the previous page' })
  @IsOmittable()
  @Matches(CURSOR, { message: 'cursor must be the nextCursor of a previous page' })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 20 })
  @IsOmittable()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(50, { message: 'limit must be at most 50' })
  limit?: number;
}

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The signed token of the link in the mail' })
  @IsString({ message: 'This unsubscribe link is not valid' })
  @MinLength(1, { message: 'This unsubscribe link is not valid' })
  @MaxLength(2000, { message: 'This unsubscribe link is not valid' })
  token: string;
}
