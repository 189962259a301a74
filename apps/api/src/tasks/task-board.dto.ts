import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  BOARD_CHECKLIST_FILTERS,
  BOARD_DUE_FILTERS,
  BOARD_PAGE_MAX,
  BOARD_PAGE_SIZE,
  BOARD_UNASSIGNED,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type BoardChecklistFilter,
  type BoardDueFilter,
  type BoardQuery,
  type QueryFlag,
  type TaskPriority,
  type TaskStatus,
} from '@taskflow/contracts';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { acceptQuickly, isJsonObject } from '../errors/create-validation-pipe';
import {
  IsBoundedInt,
  IsCalendarDay,
  IsOptionalText,
  QueryNumber,
  isCalendarDay,
  trimmed,
} from '../validation/common-validators';

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

  @ApiPropertyOptional({ enum: BOARD_CHECKLIST_FILTERS, description: 'incomplete: a checklist item is not done yet' })
  @IsOptional()
  @Type(() => String)
  @IsIn(BOARD_CHECKLIST_FILTERS)
  checklist?: BoardChecklistFilter;

  @ApiPropertyOptional({ example: '2026-12-31' })
  @IsOptional()
  @Type(() => String)
  @IsCalendarDay()
  today?: string;
}

/** The board's query parameters a precompiled check takes (each a single text as sent); the others go through the rules. */
const QUICK_BOARD_VALUES: Partial<Record<keyof TaskBoardQueryDto, (value: string) => boolean>> = {
  today: isCalendarDay,
  status: (value) => (TASK_STATUSES as readonly string[]).includes(value),
  priority: (value) => (TASK_PRIORITIES as readonly string[]).includes(value),
  due: (value) => (BOARD_DUE_FILTERS as readonly string[]).includes(value),
  clientVisible: (value) => value === 'true' || value === 'false',
  clientView: (value) => value === 'true' || value === 'false',
  checklist: (value) => (BOARD_CHECKLIST_FILTERS as readonly string[]).includes(value),
};

// Every board load and live refresh: usually just `today`, perhaps a status or one of the choice filters.
acceptQuickly(TaskBoardQueryDto, (query) => {
  if (!isJsonObject(query)) return undefined;
  const dto = new TaskBoardQueryDto();
  for (const key of Object.keys(query)) {
    const value = query[key];
    const valid = Object.hasOwn(QUICK_BOARD_VALUES, key) ? QUICK_BOARD_VALUES[key as keyof TaskBoardQueryDto] : null;
    if (!valid || typeof value !== 'string' || !valid(value)) return undefined;
    (dto as unknown as Record<string, string>)[key] = value;
  }
  return dto;
});
