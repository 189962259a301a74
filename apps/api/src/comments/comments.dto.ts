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
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsUUID,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import { IsOmittable, IsTextWithinMaxLength, trimmed } from '../validation/common-validators';
import { PageQueryDto } from '../validation/page-query.dto';

export const CONTENT_REQUIRED_MESSAGE = 'Comment must not be empty';
export const COMMENT_MAX_LENGTH = 10_000;
export const COMMENT_MAX_ATTACHMENTS = 10;
const COMMENT_IDS_MAX = 500;

/** What a comment says; an update sends just this. Empty only for a comment that carries files (checked on saving). */
export class UpdateCommentDto implements UpdateCommentRequest {
  @ApiProperty({ type: String, maxLength: COMMENT_MAX_LENGTH, description: 'May be empty when the comment has files' })
  @Transform(trimmed)
  @IsCommentText({ mayBeEmpty: true })
  content: string;
  @ApiPropertyOptional({ description: 'Team side only' }) @IsOmittable() @IsBoolean() isInternal?: boolean;
}

/**
 * A comment's text, which may stay empty when the new comment carries files (`attachmentIds`), or with `mayBeEmpty`
 * (an edit: the service knows whether the comment has files).
 */
function IsCommentText({ mayBeEmpty = false } = {}): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isCommentText',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: CONTENT_REQUIRED_MESSAGE },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          const { attachmentIds } = args.object as { attachmentIds?: unknown };
          const carriesFiles = Array.isArray(attachmentIds) && attachmentIds.length > 0;
          // Too long is the other rule's refusal.
          if (typeof value === 'string')
            return value.length > COMMENT_MAX_LENGTH || mayBeEmpty || carriesFiles || value.trim().length > 0;
          // A new comment with files may leave the text out; an edit always sends it.
          return (value === undefined || value === null) && carriesFiles && !mayBeEmpty;
        },
      },
    });
    IsTextWithinMaxLength(COMMENT_MAX_LENGTH)(target, propertyName);
  };
}

/**
 * A new comment: its text, and the sender's drafts (POST /api/files with target task-comment or project-comment). With
 * at least one file the text may be empty (a comment that is just a file).
 */
class NewCommentDto {
  @ApiPropertyOptional({ maxLength: COMMENT_MAX_LENGTH, description: 'Required unless attachmentIds has files' })
  @Transform(trimmed)
  @IsCommentText()
  content: string;
  @ApiPropertyOptional({ description: 'Team side only' }) @IsOmittable() @IsBoolean() isInternal?: boolean;
  @ApiPropertyOptional({ type: [String], description: 'Drafts uploaded for this task or project' })
  @IsOmittable()
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
