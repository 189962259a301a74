import { ApiProperty } from '@nestjs/swagger';
import { WAITLIST_STATUSES, type UpdateWaitlistEntryRequest, type WaitlistStatus } from '@taskflow/contracts';
import { IsIn } from 'class-validator';

export class UpdateWaitlistStatusDto implements UpdateWaitlistEntryRequest {
  @ApiProperty({ enum: WAITLIST_STATUSES }) @IsIn(WAITLIST_STATUSES) status: WaitlistStatus;
}
