import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  CONVERSATION_TYPES,
  LIST_OFFSET_MAX,
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
import {
  INTEGER_MAX,
  IsBoundedInt,
  IsOmittable,
  IsOptionalText,
  IsRequiredText,
  QueryNumber,
  trimmed,
  trimmedOrNull,
} from '../validation/common-validators';

export const MESSAGE_REQUIRED = 'Message must not be empty';
export const MESSAGE_MAX_LENGTH = 10_000;

export class CreateConversationDto implements CreateConversationRequest {
  @ApiProperty({ enum: CONVERSATION_TYPES }) @IsIn(CONVERSATION_TYPES) type: ConversationType;
  @Transform(trimmedOrNull) @IsOptionalText(200, { nullable: true }) name?: string | null;
  @Transform(trimmedOrNull) @IsOptionalText(2000, { nullable: true }) description?: string | null;
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'uuid' },
    maxItems: 200,
    description: 'The other people (direct: exactly one)',
  })
  @IsArray()
  @ArrayMaxSize(200)
  @IsUUID('all', { each: true })
  participantIds: string[];
}

export class UpdateConversationDto
  extends PartialType(PickType(CreateConversationDto, ['name', 'description'] as const), {
    skipNullProperties: false,
  })
  implements UpdateConversationRequest {}

export class AddParticipantDto implements AddParticipantRequest {
  @ApiProperty({ format: 'uuid' }) @IsUUID() userId: string;
  @ApiPropertyOptional({ enum: PARTICIPANT_ROLES, default: 'member' })
  @IsOmittable()
  @IsIn(PARTICIPANT_ROLES)
  role?: ParticipantRole;
}

export class ParticipantSettingsDto implements ParticipantSettingsRequest {
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() isMuted?: boolean;
}

export class MessagePageQueryDto implements MessagePageQuery {
  @ApiPropertyOptional({ default: MESSAGE_PAGE_SIZE })
  @IsOptional()
  @QueryNumber()
  @IsBoundedInt(1, MESSAGE_PAGE_MAX)
  limit?: number;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @QueryNumber()
  @IsBoundedInt(0, LIST_OFFSET_MAX)
  offset?: number;
}

export class SendMessageDto implements SendMessageRequest {
  @ApiPropertyOptional({ enum: MESSAGE_TYPES, default: 'text' })
  @IsOmittable()
  @IsIn(MESSAGE_TYPES)
  messageType?: MessageType;

  @ApiProperty({ description: 'Required for text messages; a file message may carry a caption' })
  @Transform(trimmed)
  @ValidateIf((dto: SendMessageDto) => dto.messageType !== 'file' || dto.content !== undefined)
  @IsRequiredText(MESSAGE_REQUIRED, MESSAGE_MAX_LENGTH)
  content?: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: 2000,
    description: 'File messages: the url of a file uploaded to this conversation (POST /api/files)',
  })
  @ValidateIf((dto: SendMessageDto) => dto.messageType === 'file' || dto.fileUrl !== undefined)
  @IsString()
  @MaxLength(2000)
  fileUrl?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255, description: "Ignored: the uploaded file's name is used" })
  @IsOmittable()
  @IsString()
  @MaxLength(255)
  fileName?: string;

  @ApiPropertyOptional({ description: 'Bytes' }) @IsOmittable() @IsBoundedInt(0, INTEGER_MAX) fileSize?: number;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOmittable() @IsUUID() replyToMessageId?: string;
}

export class EditMessageDto implements EditMessageRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText(MESSAGE_REQUIRED, MESSAGE_MAX_LENGTH) content: string;
}

export class ReactionDto implements ReactionRequest {
  @ApiProperty({ example: '👍' }) @Transform(trimmed) @IsRequiredText('Emoji must not be empty', 32) emoji: string;
}

export class SearchMessagesQueryDto implements SearchMessagesQuery {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Search text must not be empty', 200) q: string;

  @ApiPropertyOptional({ default: MESSAGE_SEARCH_LIMIT })
  @IsOptional()
  @QueryNumber()
  @IsBoundedInt(1, MESSAGE_PAGE_MAX)
  limit?: number;
}
