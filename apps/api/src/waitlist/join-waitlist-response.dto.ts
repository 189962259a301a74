import { ApiProperty } from '@nestjs/swagger';
import type { JoinWaitlistResponse } from '@taskflow/contracts';

export class JoinWaitlistResponseDto implements JoinWaitlistResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ example: 'pending' })
  status: string;

  @ApiProperty({ description: 'True when the email was already on the waitlist (answered with 200 instead of 201)' })
  alreadyExists: boolean;
}
