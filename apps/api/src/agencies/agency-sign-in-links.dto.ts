import { ApiProperty } from '@nestjs/swagger';
import type { AgencySignInLinkSettings } from '@taskflow/contracts';
import { IsBoolean } from 'class-validator';

export class AgencySignInLinkSettingsDto implements AgencySignInLinkSettings {
  @ApiProperty({ description: 'Admins and team members may sign in by emailed link too (clients always may)' })
  @IsBoolean()
  teamMembersMayUseLinks: boolean;
}
