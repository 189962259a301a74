import { ApiProperty } from '@nestjs/swagger';
import type { JoinWaitlistResponse } from '@taskflow/contracts';

/** Only whether the email was listed before: a public caller learns nothing else of an entry. */
export class JoinWaitlistResponseDto implements JoinWaitlistResponse {
  @ApiProperty({ description: 'True when the email was already on the waitlist (answered with 200 instead of 201)' })
  alreadyExists: boolean;
}
