import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  CommentListQuery,
  CommentReadStateRequest,
  CreateProjectCommentRequest,
  CreateTaskCommentRequest,
  QueryFlag,
  UpdateCommentRequest,
} from '@taskflow/contracts';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';
import { IsOmittable, IsRequiredText, trimmed } from '../validation/common-validators';
import { PageQueryDto } from '../validation/page-query.dto';

export const CONTENT_REQUIRED_MESSAGE = 'Comment must not be empty';
export const COMMENT_MAX_LENGTH = 10_000;
const COMMENT_IDS_MAX = 500;

/** What a comment says; an update sends just this. */
export class UpdateCommentDto implements UpdateCommentRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText(CONTENT_REQUIRED_MESSAGE, COMMENT_MAX_LENGTH) content: string;
  @ApiPropertyOptional({ description: 'Team side only' }) @IsOmittable() @IsBoolean() isInternal?: boolean;
}

export class CreateTaskCommentDto extends UpdateCommentDto implements CreateTaskCommentRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID() taskId: string;
}

export class CreateProjectCommentDto extends UpdateCommentDto implements CreateProjectCommentRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID() projectId: string;
}

export class CommentIdsDto implements CommentReadStateRequest {
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: COMMENT_IDS_MAX })
  @IsArray()
  @ArrayMaxSize(COMMENT_IDS_MAX)
  @IsUUID('all', { each: true })
  commentIds: string[];
}

export class IncludeInternalQueryDto extends PageQueryDto implements CommentListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Team side only; ignored for clients' })
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'])
  includeInternal?: QueryFlag;
}
