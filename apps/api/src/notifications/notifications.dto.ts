import {
  NOTIFICATION_FREQUENCIES,
  type NotificationFrequency,
  type UpdateNotificationPreferencesRequest,
} from '@taskflow/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

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
  @ApiPropertyOptional() @IsOptional() @IsBoolean() emailClientUpdates?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() emailClientReports?: boolean;
}

export class UnsubscribeQueryDto {
  @ApiProperty({ description: 'The signed token of the link in the mail' })
  @IsString({ message: 'This unsubscribe link is not valid' })
  @MinLength(1, { message: 'This unsubscribe link is not valid' })
  @MaxLength(2000, { message: 'This unsubscribe link is not valid' })
  token: string;
}
