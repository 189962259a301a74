import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export const WAITLIST_STATUSES = ['pending', 'contacted', 'invited', 'rejected'] as const;

export class UpdateWaitlistStatusDto {
  @ApiProperty({ enum: WAITLIST_STATUSES }) @IsIn(WAITLIST_STATUSES) status: (typeof WAITLIST_STATUSES)[number];
}
