import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MentionCandidate } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { RequestValidationException } from '../errors/request-validation.exception';
import type { MentionPlace } from '../mention-rules/mention-check';
import { MentionAudience } from './mention-audience.service';
import { MentionCandidatesQueryDto } from './mentions.dto';

export const ONE_PLACE_MESSAGE = 'name exactly one of taskId, projectId or conversationId';

@ApiTags('mentions')
@Controller('mentions')
export class MentionsController {
  constructor(private readonly audience: MentionAudience) {}

  @Access.signedIn(
    'the readers of a task (as it is or as a form would save it), project or conversation the caller reads themselves (not found otherwise); internal comments: the agency only',
  )
  @Get('candidates')
  candidates(@CurrentActor() actor: Actor, @Query() query: MentionCandidatesQueryDto): Promise<MentionCandidate[]> {
    return this.audience.of(actor, placeOf(query));
  }
}

function placeOf(query: MentionCandidatesQueryDto): MentionPlace {
  const named = [query.taskId, query.projectId, query.conversationId].filter(Boolean);
  if (named.length !== 1) throw RequestValidationException.of('taskId', 'REQUIRED', ONE_PLACE_MESSAGE);
  if (query.conversationId) return { kind: 'conversation', conversationId: query.conversationId };
  const visibility = query.visibility ?? 'internal';
  // A description being written (a new task, or an edit that may change who reads it): the task as it will be saved.
  if (query.projectId && query.field === 'description')
    return {
      kind: 'taskState',
      projectId: query.projectId,
      assignedToId: query.assignedToId ?? null,
      isClientVisible: query.clientVisible === 'true',
    };
  if (query.projectId) return { kind: 'project', projectId: query.projectId, readers: visibility };
  return { kind: 'task', taskId: query.taskId as string, readers: query.field ?? visibility };
}
