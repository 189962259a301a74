import {
  NOTIFICATION_FREQUENCIES,
  type NotificationFrequency,
  type UpdateNotificationPreferencesRequest,
} from '@taskflow/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
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
}

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The signed token of the link in the mail' })
  @IsString({ message: 'This unsubscribe link is not valid' })
  @MinLength(1, { message: 'This unsubscribe link is not valid' })
  @MaxLength(2000, { message: 'This unsubscribe link is not valid' })
  token: string;
}
