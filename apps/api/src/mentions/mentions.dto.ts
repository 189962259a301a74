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
}
