import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CurrentAgencyView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';

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
}
