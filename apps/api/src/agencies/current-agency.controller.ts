import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  AgencySignInLinkSettings,
  AgencyTimeZone,
  AgencyTwoFactorSettings,
  CurrentAgencyView,
} from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { zoneOf } from '../tenancy/agency-time-zone';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { AgencySignInLinkSettingsDto } from './agency-sign-in-links.dto';
import { AgencyTwoFactorSettingsDto } from './agency-two-factor.dto';
import { AgencyTimeZoneDto } from './agencies.dto';

/** The caller's own agency, by name: the signed-in layout shows whose agency (or client portal) this is. */
@ApiTags('service-providers')
@Controller('service-providers')
export class CurrentAgencyController {
  constructor(private readonly data: TenantDataAccess) {}

  @Access.signedIn("the caller's own agency; its name only")
  @Get('current')
  async current(@CurrentActor() actor: Actor): Promise<CurrentAgencyView> {
    const agency = await this.data.forTenant(actor.serviceProviderId).tenant();
    return { id: agency.id, companyName: agency.companyName };
  }

  @Access.signedIn("the caller's own agency's time zone (recurring tasks follow it)")
  @Get('current/time-zone')
  async timeZone(@CurrentActor() actor: Actor): Promise<AgencyTimeZone> {
    return { timeZone: zoneOf((await this.data.forTenant(actor.serviceProviderId).tenant()).timeZone) };
  }

  /** New series and changed rules follow the new zone; rules set before keep theirs (docs/recurring-tasks.md). */
  @Access.roles('admin')
  @Put('current/time-zone')
  async setTimeZone(@CurrentActor() actor: Actor, @Body() body: AgencyTimeZoneDto): Promise<AgencyTimeZone> {
    await this.data.forTenant(actor.serviceProviderId).updateTenant({ timeZone: body.timeZone });
    return { timeZone: body.timeZone };
  }

  @Access.roles('admin', 'team')
  @Get('current/sign-in-links')
  async signInLinks(@CurrentActor() actor: Actor): Promise<AgencySignInLinkSettings> {
    const agency = await this.data.forTenant(actor.serviceProviderId).tenant();
    return { teamMembersMayUseLinks: agency.teamSignInLinks };
  }

  /** Clients may always sign in by link; this lets admins and team members too (apps/api/README.md). */
  @Access.roles('admin')
  @Put('current/sign-in-links')
  async setSignInLinks(
    @CurrentActor() actor: Actor,
    @Body() body: AgencySignInLinkSettingsDto,
  ): Promise<AgencySignInLinkSettings> {
    await this.data.forTenant(actor.serviceProviderId).updateTenant({ teamSignInLinks: body.teamMembersMayUseLinks });
    return { teamMembersMayUseLinks: body.teamMembersMayUseLinks };
  }

  @Access.roles('admin', 'team')
  @Get('current/two-factor')
  async twoFactor(@CurrentActor() actor: Actor): Promise<AgencyTwoFactorSettings> {
    const agency = await this.data.forTenant(actor.serviceProviderId).tenant();
    return { requireTwoFactor: agency.requireTwoFactor };
  }

  /**
   * Whether admins and team members must sign in with a second factor (apps/api/README.md, "Two-factor sign-in"):
   * those without one set it up at their next sign-in; while it is on, nobody turns their own off.
   */
  @Access.roles('admin')
  @Put('current/two-factor')
  async setTwoFactor(
    @CurrentActor() actor: Actor,
    @Body() body: AgencyTwoFactorSettingsDto,
  ): Promise<AgencyTwoFactorSettings> {
    await this.data.forTenant(actor.serviceProviderId).updateTenant({ requireTwoFactor: body.requireTwoFactor });
    return { requireTwoFactor: body.requireTwoFactor };
  }
}
