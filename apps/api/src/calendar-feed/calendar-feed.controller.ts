import { Controller, Delete, Get, Header, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { CalendarFeedView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { Public } from '../authorization/public.decorator';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { CalendarFeedService } from './calendar-feed.service';

@ApiTags('calendar-feed')
@Controller('calendar-feed')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedService) {}

  @Access.signedIn("the signed-in user's own feed only")
  @Get()
  @ApiOkResponse({ description: 'feedPath (relative to /api) of the secret URL, or null while the feed is off' })
  get(@CurrentActor() actor: Actor): Promise<CalendarFeedView> {
    return this.feeds.get(actor);
  }

  @Access.signedIn("the signed-in user's own feed only")
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The feed is on at a new secret URL; any earlier URL stops working' })
  regenerate(@CurrentActor() actor: Actor): Promise<CalendarFeedView> {
    return this.feeds.regenerate(actor);
  }

  @Access.signedIn("the signed-in user's own feed only")
  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'The feed is off; its URL stops working' })
  remove(@CurrentActor() actor: Actor): Promise<void> {
    return this.feeds.remove(actor);
  }

  /** Public: calendar apps cannot sign in; the secret in the URL is the credential. */
  @Public()
  @Get(':file')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'RFC 5545 calendar of the due dates of the tasks the owner may see' })
  @ApiNotFoundResponse({ type: ApiErrorBodyDto, description: 'Unknown, altered or regenerated URL' })
  feed(@Param('file') file: string): Promise<string> {
    return this.feeds.render(file);
  }
}
