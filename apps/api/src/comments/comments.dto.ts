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
import { IsRequiredText, trimmed } from '../validation/common-validators';

export const CONTENT_REQUIRED_MESSAGE = 'Comment must not be empty';
export const COMMENT_MAX_LENGTH = 10_000;
export const COMMENT_MAX_ATTACHMENTS = 10;

/** What a comment says; an update sends just this. */
export class UpdateCommentDto implements UpdateCommentRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText(CONTENT_REQUIRED_MESSAGE, COMMENT_MAX_LENGTH) content: string;
  @ApiPropertyOptional({ description: 'Team side only' }) @IsOptional() @IsBoolean() isInternal?: boolean;
}

/** A new comment may carry the sender's drafts (POST /api/files with target task-comment or project-comment). */
class NewCommentDto extends UpdateCommentDto {
  @ApiPropertyOptional({ type: [String], description: 'Drafts uploaded for this task or project' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(COMMENT_MAX_ATTACHMENTS)
  @IsUUID('all', { each: true })
  attachmentIds?: string[];
}

export class CreateTaskCommentDto extends NewCommentDto implements CreateTaskCommentRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID() taskId: string;
}

export class CreateProjectCommentDto extends NewCommentDto implements CreateProjectCommentRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID() projectId: string;
}

export class CommentIdsDto implements CommentReadStateRequest {
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMaxSize(500) @IsUUID('all', { each: true }) commentIds: string[];
}

export class IncludeInternalQueryDto implements CommentListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Team side only; ignored for clients' })
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'])
  includeInternal?: QueryFlag;
}
