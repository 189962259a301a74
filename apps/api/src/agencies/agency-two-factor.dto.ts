import { ApiProperty } from '@nestjs/swagger';
import type { AgencyTwoFactorSettings } from '@taskflow/contracts';
import { IsBoolean } from 'class-validator';

export class AgencyTwoFactorSettingsDto implements AgencyTwoFactorSettings {
  @ApiProperty({
    description: 'Admins and team members must sign in with a second factor; those without one set it up at sign-in',
  })
  @IsBoolean()
  requireTwoFactor: boolean;
}
