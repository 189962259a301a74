import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import type { JoinWaitlistResponse, WaitlistEntryView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { UpdateWaitlistStatusDto } from './waitlist-admin.dto';
import { WaitlistAdminService } from './waitlist-admin.service';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '../common/client-address';
import { waitlistThrottle } from '../throttling/policies';
import { Throttles } from '../throttling/throttles.service';
import { Public } from '../authorization/public.decorator';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { JoinWaitlistResponseDto } from './join-waitlist-response.dto';
import { JoinWaitlistDto } from './join-waitlist.dto';
import { WaitlistService } from './waitlist.service';

@ApiTags('waitlist')
@Controller('waitlist')
export class WaitlistController {
  constructor(
    private readonly waitlistService: WaitlistService,
    private readonly admin: WaitlistAdminService,
    private readonly throttles: Throttles,
  ) {}

  @Public()
  @Post()
  @ApiCreatedResponse({ type: JoinWaitlistResponseDto, description: 'Added to the waitlist' })
  @ApiOkResponse({ type: JoinWaitlistResponseDto, description: 'Already on the waitlist (alreadyExists is true)' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Invalid email address' })
  @ApiTooManyRequestsResponse({
    type: ApiErrorBodyDto,
    description: 'Too many sign-ups from this address (Retry-After)',
  })
  async join(
    @Body() body: JoinWaitlistDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<JoinWaitlistResponse> {
    await this.throttles.enforce(waitlistThrottle, { address: clientAddress(request) });
    const result = await this.waitlistService.join(body.email);
    response.status(result.alreadyExists ? HttpStatus.OK : HttpStatus.CREATED);
    return result;
  }

  @Access.roles('admin')
  @Get()
  list(@CurrentActor() actor: Actor): Promise<WaitlistEntryView[]> {
    return this.admin.list(actor);
  }

  @Access.roles('admin')
  @Put(':id')
  updateStatus(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateWaitlistStatusDto,
  ): Promise<WaitlistEntryView> {
    return this.admin.updateStatus(actor, id, body.status);
  }

  @Access.roles('admin')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.admin.remove(actor, id);
  }
}
