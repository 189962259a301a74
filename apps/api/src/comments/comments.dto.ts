import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';
import { trimmed, IsRequiredText } from '../validation/common-validators';

export const CONTENT_REQUIRED_MESSAGE = 'Comment must not be empty';
export const COMMENT_MAX_LENGTH = 10_000;

export class CreateTaskCommentDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID() taskId: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText(CONTENT_REQUIRED_MESSAGE, COMMENT_MAX_LENGTH) content: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isInternal?: boolean;
}

export class CreateProjectCommentDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID() projectId: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText(CONTENT_REQUIRED_MESSAGE, COMMENT_MAX_LENGTH) content: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isInternal?: boolean;
}

export class UpdateCommentDto {
  @ApiProperty() @Transform(trimmed) @IsRequiredText(CONTENT_REQUIRED_MESSAGE, COMMENT_MAX_LENGTH) content: string;
  @ApiPropertyOptional({ description: 'Team side only' }) @IsOptional() @IsBoolean() isInternal?: boolean;
}

export class CommentIdsDto {
  @ApiProperty({ type: [String] }) @IsArray() @ArrayMaxSize(500) @IsUUID('all', { each: true }) commentIds: string[];
}

export class IncludeInternalQueryDto {
  @ApiPropertyOptional({ description: 'Team side only; ignored for clients' })
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'])
  includeInternal?: string;
}
