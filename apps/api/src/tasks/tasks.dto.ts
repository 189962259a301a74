import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import {
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type CreateTaskRequest,
  type QueryFlag,
  type RequestTaskApprovalRequest,
  type TaskApprovalRequest,
  type TaskListQuery,
  type TaskStatus,
  type UpdateTaskRequest,
  type UpdateTaskStatusRequest,
} from '@taskflow/contracts';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { acceptQuickly, isJsonObject } from '../errors/create-validation-pipe';
import {
  ESTIMATED_HOURS_MAX,
  IsCalendarDay,
  IsHalfHourSteps,
  IsNotPastDay,
  IsOmittable,
  IsOptionalText,
  IsRequiredText,
  IsTagListText,
  TAG_LIST_TEXT_MAX_LENGTH,
  toDay,
  trimmed,
  trimmedOrNull,
} from '../validation/common-validators';
import { fieldCode } from '../errors/field-error-codes';
import { PageQueryDto } from '../validation/page-query.dto';

export const DUE_DATE_PAST_MESSAGE = 'Due date must not be in the past';
export const ESTIMATED_TIME_MESSAGE = 'Estimated time must be at least 0 in steps of 0.5 hours';
export const TAGS_MESSAGE = 'Tags must be the JSON text of a list of unique, trimmed, non-empty strings';

/** The form sends hours as text: '2.5' is 2.5, '' is none; anything else stays wrong. */
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value;

export class CreateTaskDto implements CreateTaskRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Title is required', 300) title: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Description is required', 20_000) description: string;
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Project is required', context: fieldCode('REQUIRED') })
  projectId: string;
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Assignee is required', context: fieldCode('REQUIRED') })
  assignedToId: string;

  @ApiPropertyOptional({ nullable: true, example: '2026-12-31' })
  @IsOptional()
  @Transform(toDay)
  @ValidateIf((_dto, value) => value !== null)
  @IsCalendarDay()
  @IsNotPastDay(DUE_DATE_PAST_MESSAGE)
  dueDate?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: ESTIMATED_HOURS_MAX, multipleOf: 0.5 })
  @IsOptional()
  @Transform(toNumber)
  @IsHalfHourSteps(ESTIMATED_TIME_MESSAGE)
  estimatedTime?: number | null;

  @ApiPropertyOptional({ description: 'Default: clientVisibilityDefault of the client settings' })
  @IsOmittable()
  @IsBoolean()
  isClientVisible?: boolean;

  @ApiPropertyOptional({ enum: TASK_STATUSES }) @IsOmittable() @IsIn(TASK_STATUSES) status?: TaskStatus;
  @ApiPropertyOptional({ type: String, maxLength: TAG_LIST_TEXT_MAX_LENGTH, example: '["frontend","urgent"]' })
  @IsOmittable()
  @IsTagListText(TAGS_MESSAGE)
  tags?: string;
  @ApiPropertyOptional({ enum: TASK_PRIORITIES }) @IsOmittable() @IsIn(TASK_PRIORITIES) priority?: string;
  @ApiPropertyOptional({ enum: TASK_CATEGORIES }) @IsOmittable() @IsIn(TASK_CATEGORIES) category?: string;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() requiresClientApproval?: boolean;
}

/** Any subset; the project stays, a due date may lie in the past, and assignee and category may be cleared. */
export class UpdateTaskDto
  extends PartialType(
    OmitType(CreateTaskDto, ['projectId', 'assignedToId', 'dueDate', 'category', 'requiresClientApproval'] as const),
    { skipNullProperties: false },
  )
  implements UpdateTaskRequest
{
  @ApiPropertyOptional({ nullable: true, example: '2026-12-31' })
  @IsOptional()
  @Transform(toDay)
  @ValidateIf((_dto, value) => value !== null)
  @IsCalendarDay()
  dueDate?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsUUID()
  assignedToId?: string | null;

  @ApiPropertyOptional({ enum: TASK_CATEGORIES, nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsIn(TASK_CATEGORIES)
  category?: string | null;

  @ApiPropertyOptional({ description: 'true: ask the client to approve (pending); false: stop asking' })
  @IsOmittable()
  @IsBoolean()
  requiresClientApproval?: boolean;
}

export class UpdateTaskStatusDto implements UpdateTaskStatusRequest {
  @ApiProperty({ enum: TASK_STATUSES }) @IsIn(TASK_STATUSES) status: TaskStatus;
}

// A board move's body, on every drag: exactly `{ status }` with a known status.
acceptQuickly(UpdateTaskStatusDto, (body) => {
  if (!isJsonObject(body)) return undefined;
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'status' || !(TASK_STATUSES as readonly unknown[]).includes(body['status']))
    return undefined;
  return Object.assign(new UpdateTaskStatusDto(), { status: body['status'] as TaskStatus });
});

export class ClientViewQueryDto extends PageQueryDto implements TaskListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'])
  clientView?: QueryFlag;
}

export class TaskApprovalDto implements TaskApprovalRequest {
  @ApiProperty({ enum: ['approved', 'rejected'] }) @IsIn(['approved', 'rejected']) status: 'approved' | 'rejected';
  @Transform(trimmedOrNull) @IsOptionalText(5_000, { nullable: true }) comment?: string | null;
}

export class RequestApprovalDto implements RequestTaskApprovalRequest {
  @Transform(trimmedOrNull) @IsOptionalText(5_000, { nullable: true }) comment?: string | null;
}
