import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  NOTIFICATION_FREQUENCIES,
  type NotificationFrequency,
  type UpdateNotificationPreferencesRequest,
} from '@taskflow/contracts';
import { IsBoolean, IsIn, IsOptional, Matches } from 'class-validator';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_MESSAGE = '$property must be a time like 22:00';

/** The settings screen sends one changed field at a time; any subset is accepted. */
export class UpdateNotificationPreferencesDto implements UpdateNotificationPreferencesRequest {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() emailTaskAssigned?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() emailTaskCompleted?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() emailProjectUpdates?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() emailTaskCommented?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() emailDeadlineReminders?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() emailDailyDigest?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() emailWeeklyReport?: boolean;
  @ApiPropertyOptional({ enum: NOTIFICATION_FREQUENCIES })
  @IsOptional()
  @IsIn(NOTIFICATION_FREQUENCIES)
  frequency?: NotificationFrequency;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() quietHoursEnabled?: boolean;
  @ApiPropertyOptional({ example: '22:00' })
  @IsOptional()
  @Matches(TIME, { message: TIME_MESSAGE })
  quietHoursFrom?: string;
  @ApiPropertyOptional({ example: '08:00' })
  @IsOptional()
  @Matches(TIME, { message: TIME_MESSAGE })
  quietHoursTo?: string;
}
