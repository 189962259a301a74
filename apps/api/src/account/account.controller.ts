import { Body, Controller, Put, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UpdateAccountResponse } from '@taskflow/contracts';
import type { FastifyReply } from 'fastify';
import { setRefreshCookie } from '../auth/refresh-cookie';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { AppConfig } from '../config/app-config';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { UpdateAccountDto } from './account.dto';
import { AccountService } from './account.service';

@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly config: AppConfig,
  ) {}

  @Access.signedIn('the signed-in user edits their own account only')
  @Put()
  @ApiOkResponse({
    description:
      'The user; after an email change also `token`, the new access token of this browser (with a new refresh cookie)',
  })
  @ApiBadRequestResponse({
    type: ApiErrorBodyDto,
    description: 'Invalid fields; a new email without the right current password (fields.currentPassword)',
  })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'Email already registered' })
  async update(
    @CurrentActor() actor: Actor,
    @Body() body: UpdateAccountDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UpdateAccountResponse> {
    const { body: answer, session } = await this.account.update(actor, body);
    if (session) setRefreshCookie(response, this.config, session.refresh);
    return answer;
  }
}
