import { Body, Controller, Delete, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { LoginResponse, TeamInvitationResponse } from '@taskflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../common/client-address';
import { invitationAcceptThrottle } from '../throttling/policies';
import { Throttles } from '../throttling/throttles.service';
import { Public } from '../authorization/public.decorator';
import { DeviceCookies } from '../auth/device-cookie';
import { setRefreshCookie } from '../auth/refresh-cookie';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { AppConfig } from '../config/app-config';
import { AcceptInvitationDto, CreateInvitationDto } from './invitations.dto';
import { InvitationsService } from './invitations.service';

@ApiTags('team')
@Controller('team/invitations')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly config: AppConfig,
    private readonly throttles: Throttles,
    private readonly devices: DeviceCookies,
  ) {}

  @Access.permission('canInviteTeamMembers')
  @Post()
  invite(@CurrentActor() actor: Actor, @Body() body: CreateInvitationDto): Promise<TeamInvitationResponse> {
    return this.invitations.invite(actor, body);
  }

  /** A new link for a member who has not accepted yet (the previous link stops working). */
  @Access.permission('canInviteTeamMembers')
  @Post(':id/resend')
  resend(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<TeamInvitationResponse> {
    return this.invitations.resendTeamInvitation(actor, id);
  }

  /** Withdraws an invitation not accepted yet: the pending member is removed and the seat freed. */
  @Access.permission('canInviteTeamMembers')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  revoke(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.invitations.revoke(actor, id);
  }

  /** The invited person sets a password; answers like login and sets the refresh cookie. */
  @Public()
  @Post('accept')
  @HttpCode(HttpStatus.OK)
  async accept(
    @Body() body: AcceptInvitationDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<LoginResponse> {
    await this.throttles.enforce(invitationAcceptThrottle, { address: clientAddress(request), target: body.token });
    const session = await this.invitations.accept(body);
    setRefreshCookie(response, this.config, session.refresh);
    this.devices.remember(request, response, session.body.user.id);
    return session.body;
  }
}
