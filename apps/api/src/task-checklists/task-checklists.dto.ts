import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  CHECKLIST_ITEM_TITLE_MAX,
  CHECKLIST_ITEMS_MAX,
  type ConvertChecklistItemRequest,
  type CreateChecklistItemRequest,
  type ReorderChecklistRequest,
  type UpdateChecklistItemRequest,
  type UserLanguage,
  USER_LANGUAGES,
} from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsUUID } from 'class-validator';
import { IsOmittable, IsRequiredText, trimmed } from '../validation/common-validators';

export const CHECKLIST_TITLE_MESSAGE = 'Title is required';
export const CHECKLIST_ORDER_MESSAGE = "itemIds must be every item id of the task's checklist, each once";

/** POST /api/tasks/{id}/checklist */
export class CreateChecklistItemDto implements CreateChecklistItemRequest {
  @Transform(trimmed) @IsRequiredText(CHECKLIST_TITLE_MESSAGE, CHECKLIST_ITEM_TITLE_MAX) title: string;
  @ApiPropertyOptional({ default: false }) @IsOmittable() @IsBoolean() done?: boolean;
}

/** PATCH /api/tasks/{id}/checklist/{itemId}: the title and/or the done flag. */
export class UpdateChecklistItemDto
  extends PartialType(CreateChecklistItemDto, { skipNullProperties: false })
  implements UpdateChecklistItemRequest {}

/** PUT /api/tasks/{id}/checklist/order */
export class ReorderChecklistDto implements ReorderChecklistRequest {
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: CHECKLIST_ITEMS_MAX })
  @IsArray()
  @ArrayMaxSize(CHECKLIST_ITEMS_MAX)
  @IsUUID('all', { each: true })
  itemIds: string[];
}

/** POST /api/tasks/{id}/checklist/{itemId}/convert */
export class ConvertChecklistItemDto implements ConvertChecklistItemRequest {
  @ApiPropertyOptional({ format: 'uuid', description: "Default: the task's assignee, else the caller" })
  @IsOmittable()
  @IsUUID()
  assignedToId?: string;

  @ApiPropertyOptional({ enum: USER_LANGUAGES, description: "Default: the caller's stored language, else English" })
  @IsOmittable()
  @IsIn(USER_LANGUAGES)
  language?: UserLanguage;
}
