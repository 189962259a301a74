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
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import {
  DAY_PATTERN,
  IsHalfHourSteps,
  IsNotPastDay,
  IsTagListText,
  toDay,
  trimmed,
  trimmedOrNull,
  IsRequiredText,
} from '../validation/common-validators';
import { PageQueryDto } from '../validation/page-query.dto';

export const DUE_DATE_PAST_MESSAGE = 'Due date must not be in the past';
export const ESTIMATED_TIME_MESSAGE = 'Estimated time must be at least 0 in steps of 0.5 hours';
export const TAGS_MESSAGE = 'Tags must be the JSON text of a list of unique, trimmed, non-empty strings';
const DAY_MESSAGE = '$property must be a date (YYYY-MM-DD)';
const toNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? null : value;

export class CreateTaskDto implements CreateTaskRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Title is required', 300) title: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Description is required', 20_000) description: string;
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Project is required' }) projectId: string;
  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Assignee is required' }) assignedToId: string;

  @ApiPropertyOptional({ nullable: true, example: '2026-12-31' })
  @IsOptional()
  @Transform(toDay)
  @ValidateIf((_dto, value) => value !== null)
  @Matches(DAY_PATTERN, { message: DAY_MESSAGE })
  @IsNotPastDay(DUE_DATE_PAST_MESSAGE)
  dueDate?: string | null;

  @ApiPropertyOptional({ nullable: true, minimum: 0, multipleOf: 0.5 })
  @IsOptional()
  @Transform(toNumber)
  @IsHalfHourSteps(ESTIMATED_TIME_MESSAGE)
  estimatedTime?: number | null;
  @ApiPropertyOptional({ description: 'Default: clientVisibilityDefault of the client settings' })
  @IsOptional()
  @IsBoolean()
  isClientVisible?: boolean;
  @ApiPropertyOptional({ enum: TASK_STATUSES }) @IsOptional() @IsIn(TASK_STATUSES) status?: TaskStatus;
  @ApiPropertyOptional({ example: '["frontend","urgent"]' }) @IsOptional() @IsTagListText(TAGS_MESSAGE) tags?: string;
  @ApiPropertyOptional({ enum: TASK_PRIORITIES }) @IsOptional() @IsIn(TASK_PRIORITIES) priority?: string;
  @ApiPropertyOptional({ enum: TASK_CATEGORIES }) @IsOptional() @IsIn(TASK_CATEGORIES) category?: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() requiresClientApproval?: boolean;
}

/** Any subset; the project stays, a due date may lie in the past, and assignee and category may be cleared. */
export class UpdateTaskDto
  extends PartialType(
    OmitType(CreateTaskDto, ['projectId', 'assignedToId', 'dueDate', 'category', 'requiresClientApproval'] as const),
  )
  implements UpdateTaskRequest
{
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(toDay)
  @ValidateIf((_dto, value) => value !== null)
  @Matches(DAY_PATTERN, { message: DAY_MESSAGE })
  dueDate?: string | null;

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsUUID()
  assignedToId?: string | null;

  @ApiPropertyOptional({ enum: TASK_CATEGORIES, nullable: true })
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @IsIn(TASK_CATEGORIES)
  category?: string | null;
}

export class UpdateTaskStatusDto implements UpdateTaskStatusRequest {
  @ApiProperty({ enum: TASK_STATUSES }) @IsIn(TASK_STATUSES) status: TaskStatus;
}

export class ClientViewQueryDto extends PageQueryDto implements TaskListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'])
  clientView?: QueryFlag;
}

export class TaskApprovalDto implements TaskApprovalRequest {
  @ApiProperty({ enum: ['approved', 'rejected'] }) @IsIn(['approved', 'rejected']) status: 'approved' | 'rejected';
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(5_000) comment?: string | null;
}

export class RequestApprovalDto implements RequestTaskApprovalRequest {
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(5_000) comment?: string | null;
}
