import { Controller, Delete, HttpCode, HttpStatus, Param, ParseUUIDPipe } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { TwoFactorService } from './two-factor.service';

/** An admin's reset of another member's second factor (a member who lost their phone and their recovery codes). */
@ApiTags('two-factor')
@Controller('users')
export class MemberTwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Access.roles('admin')
  @Delete(':id/two-factor')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({
    description: 'The member’s factor, recovery codes and trusted browsers ended; the member is told by mail',
  })
  @ApiForbiddenResponse({ type: ApiErrorBodyDto, description: 'Not an admin, or one’s own account' })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'No such user in the agency' })
  @ApiConflictResponse({ type: ApiErrorBodyDto, description: 'The member has no two-factor sign-in on' })
  async reset(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    await this.twoFactor.resetFor(actor, id);
  }
}
