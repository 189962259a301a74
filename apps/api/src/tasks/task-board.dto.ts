import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  BOARD_DUE_FILTERS,
  BOARD_PAGE_MAX,
  BOARD_PAGE_SIZE,
  BOARD_UNASSIGNED,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type BoardDueFilter,
  type BoardQuery,
  type QueryFlag,
  type TaskPriority,
  type TaskStatus,
} from '@taskflow/contracts';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { IsBoundedInt, IsCalendarDay, IsOptionalText, QueryNumber, trimmed } from '../validation/common-validators';

export const BOARD_CURSOR_MESSAGE = 'cursor must be the nextCursor of a page of the same column';
export const BOARD_CURSOR_NEEDS_STATUS_MESSAGE = 'cursor needs the status of its column';
export const BOARD_ASSIGNEE_MESSAGE = `assigneeId must be a user id or "${BOARD_UNASSIGNED}"`;
/** The longest search text and tag a board filter takes. */
export const BOARD_SEARCH_MAX = 200;
/** The longest cursor the API writes (a day, a timestamp and an id, encoded). */
const BOARD_CURSOR_MAX = 200;

/** GET /api/tasks/project/{projectId}/board: a page per column (or of one column), filtered, with exact counts. */
export class TaskBoardQueryDto implements BoardQuery {
  @ApiPropertyOptional({ enum: TASK_STATUSES })
  @IsOptional()
  @Type(() => String)
  @IsIn(TASK_STATUSES)
  status?: TaskStatus;

  @ApiPropertyOptional({ default: BOARD_PAGE_SIZE })
  @IsOptional()
  @QueryNumber()
  @IsBoundedInt(0, BOARD_PAGE_MAX)
  limit?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => String)
  @IsOptionalText(BOARD_CURSOR_MAX)
  cursor?: string;

  @ApiPropertyOptional({ description: `a user id, or "${BOARD_UNASSIGNED}" for unassigned tasks` })
  @IsOptional()
  @Type(() => String)
  @ValidateIf((_dto, value) => value !== BOARD_UNASSIGNED)
  @IsUUID('all', { message: BOARD_ASSIGNEE_MESSAGE })
  assigneeId?: string;

  @ApiPropertyOptional({ enum: TASK_PRIORITIES })
  @IsOptional()
  @Type(() => String)
  @IsIn(TASK_PRIORITIES)
  priority?: TaskPriority;

  @ApiPropertyOptional({ enum: BOARD_DUE_FILTERS })
  @IsOptional()
  @Type(() => String)
  @IsIn(BOARD_DUE_FILTERS)
  due?: BoardDueFilter;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => String)
  @Transform(trimmed)
  @IsOptionalText(BOARD_SEARCH_MAX)
  tag?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'])
  clientVisible?: QueryFlag;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => String)
  @Transform(trimmed)
  @IsOptionalText(BOARD_SEARCH_MAX)
  search?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'])
  clientView?: QueryFlag;

  @ApiPropertyOptional({ example: '2026-12-31' })
  @IsOptional()
  @Type(() => String)
  @IsCalendarDay()
  today?: string;
}
