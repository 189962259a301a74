import { ApiPropertyOptional } from '@nestjs/swagger';
import type { MentionCandidatesQuery } from '@taskflow/contracts';
import { IsIn, IsUUID } from 'class-validator';
import { IsOmittable } from '../validation/common-validators';

/** GET /api/mentions/candidates */
export class MentionCandidatesQueryDto implements MentionCandidatesQuery {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOmittable() @IsUUID() taskId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOmittable() @IsUUID() projectId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOmittable() @IsUUID() conversationId?: string;
  @ApiPropertyOptional({ enum: ['internal', 'client'] }) @IsOmittable() @IsIn(['internal', 'client']) visibility?:
    'internal' | 'client';
  @ApiPropertyOptional({ enum: ['description'] }) @IsOmittable() @IsIn(['description']) field?: 'description';
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'with projectId and field=description' })
  @IsOmittable()
  @IsIn(['true', 'false'])
  clientVisible?: 'true' | 'false';
  @ApiPropertyOptional({ format: 'uuid', description: 'with projectId and field=description' })
  @IsOmittable()
  @IsUUID()
  assignedToId?: string;
}
