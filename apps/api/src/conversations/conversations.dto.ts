import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  CONVERSATION_TYPES,
  MESSAGE_PAGE_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_SEARCH_LIMIT,
  MESSAGE_TYPES,
  PARTICIPANT_ROLES,
  type AddParticipantRequest,
  type ConversationType,
  type CreateConversationRequest,
  type EditMessageRequest,
  type MessagePageQuery,
  type MessageType,
  type ParticipantRole,
  type ParticipantSettingsRequest,
  type ReactionRequest,
  type SearchMessagesQuery,
  type SendMessageRequest,
  type UpdateConversationRequest,
} from '@taskflow/contracts';
import { IsRequiredText, trimmed, trimmedOrNull } from '../validation/common-validators';

export const MESSAGE_REQUIRED = 'Message must not be empty';
export const MESSAGE_MAX_LENGTH = 10_000;

export class CreateConversationDto implements CreateConversationRequest {
  @ApiProperty({ enum: CONVERSATION_TYPES }) @IsIn(CONVERSATION_TYPES) type: ConversationType;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(200) name?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(2000) description?:
    string | null;
  @ApiProperty({ type: [String], description: 'The other people (direct: exactly one)' })
  @IsArray()
  @ArrayMaxSize(200)
  @IsUUID('all', { each: true })
  participantIds: string[];
}

export class UpdateConversationDto
  extends PartialType(PickType(CreateConversationDto, ['name', 'description'] as const))
  implements UpdateConversationRequest {}

export class AddParticipantDto implements AddParticipantRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID() userId: string;
  @ApiPropertyOptional({ enum: PARTICIPANT_ROLES, default: 'member' })
  @IsOptional()
  @IsIn(PARTICIPANT_ROLES)
  role?: ParticipantRole;
}

export class ParticipantSettingsDto implements ParticipantSettingsRequest {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isMuted?: boolean;
}

export class MessagePageQueryDto implements MessagePageQuery {
  @ApiPropertyOptional({ default: MESSAGE_PAGE_SIZE, maximum: MESSAGE_PAGE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MESSAGE_PAGE_MAX)
  limit?: number;
  @ApiPropertyOptional({ default: 0 }) @IsOptional() @Type(() => Number) @IsInt() @Min(0) offset?: number;
}

export class SendMessageDto implements SendMessageRequest {
  @ApiPropertyOptional({ enum: MESSAGE_TYPES, default: 'text' })
  @IsOptional()
  @IsIn(MESSAGE_TYPES)
  messageType?: MessageType;
  @ApiProperty({ description: 'Required for text messages; a file message may carry a caption' })
  @Transform(trimmed)
  @ValidateIf((dto: SendMessageDto) => dto.messageType !== 'file' || dto.content !== undefined)
  @IsRequiredText(MESSAGE_REQUIRED, MESSAGE_MAX_LENGTH)
  content?: string;
  @ApiPropertyOptional({
    description: 'File messages: the url of a file uploaded to this conversation (POST /api/files)',
  })
  @ValidateIf((dto: SendMessageDto) => dto.messageType === 'file')
  @IsString()
  @MaxLength(2000)
  fileUrl?: string;
  @ApiPropertyOptional({ description: "Ignored: the uploaded file's name is used" })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  fileName?: string;
  @ApiPropertyOptional() @IsOptional() @IsInt() @Min(0) fileSize?: number;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() replyToMessageId?: string;
}

export class EditMessageDto implements EditMessageRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText(MESSAGE_REQUIRED, MESSAGE_MAX_LENGTH) content: string;
}

export class ReactionDto implements ReactionRequest {
  @ApiProperty({ example: '👍' }) @Transform(trimmed) @IsRequiredText('Emoji must not be empty', 32) emoji: string;
}

export class SearchMessagesQueryDto implements SearchMessagesQuery {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Search text must not be empty', 200) q: string;
  @ApiPropertyOptional({ default: MESSAGE_SEARCH_LIMIT, maximum: MESSAGE_PAGE_MAX })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MESSAGE_PAGE_MAX)
  limit?: number;
}
