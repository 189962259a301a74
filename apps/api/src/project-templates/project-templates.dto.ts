import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CHECKLIST_ITEM_TITLE_MAX,
  CHECKLIST_ITEMS_MAX,
  PROJECT_TEMPLATE_DESCRIPTION_MAX,
  PROJECT_TEMPLATE_NAME_MAX,
  PROJECT_TEMPLATE_OFFSET_MAX_DAYS,
  PROJECT_TEMPLATE_TASKS_MAX,
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  USER_LANGUAGES,
  type CopyProjectTemplateRequest,
  type CreateProjectFromTemplateRequest,
  type ProjectTemplateQuery,
  type ProjectTemplateTask,
  type SaveProjectAsTemplateRequest,
  type SaveProjectTemplateRequest,
  type UserLanguage,
} from '@taskflow/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { fieldCode } from '../errors/field-error-codes';
import { SetRecurrenceDto } from '../task-recurrence/task-recurrence.dto';
import { ESTIMATED_TIME_MESSAGE } from '../tasks/tasks.dto';
import {
  IsBoundedInt,
  IsCalendarDay,
  IsHalfHourSteps,
  IsOmittable,
  IsOptionalText,
  IsRequiredText,
  toDay,
  trimmed,
} from '../validation/common-validators';

const TAGS_MAX = 50;
const TAG_MAX = 50;
const trimmedEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value;
const nullable = () => ValidateIf((_dto, value) => value !== null && value !== undefined);

/** One task of a template (docs/project-templates.md). */
// `recurrence` is checked field by field (SetRecurrenceDto), so it is wider than RecurrenceRuleRequest here.
export class ProjectTemplateTaskDto implements Omit<ProjectTemplateTask, 'recurrence'> {
  @Transform(trimmed) @IsRequiredText('Title is required', 300) title: string;
  @Transform(trimmed) @IsOptionalText(20_000) description: string;
  @ApiPropertyOptional({ enum: TASK_PRIORITIES, default: 'medium' })
  @IsOmittable()
  @IsIn(TASK_PRIORITIES)
  priority: string;

  @ApiPropertyOptional({ enum: TASK_CATEGORIES, nullable: true }) @nullable() @IsIn(TASK_CATEGORIES) category:
    string | null;

  @ApiPropertyOptional({ type: [String], maxItems: TAGS_MAX })
  @IsOmittable()
  @Transform(trimmedEach)
  @IsArray()
  @ArrayMaxSize(TAGS_MAX)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(TAG_MAX, { each: true })
  tags: string[];

  @ApiPropertyOptional({ default: false }) @IsOmittable() @IsBoolean() isClientVisible: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, multipleOf: 0.5 })
  @IsOptional()
  @IsHalfHourSteps(ESTIMATED_TIME_MESSAGE)
  estimatedTime: number | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 0, maximum: PROJECT_TEMPLATE_OFFSET_MAX_DAYS })
  @nullable()
  @IsBoundedInt(0, PROJECT_TEMPLATE_OFFSET_MAX_DAYS)
  dueOffsetDays: number | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @nullable()
  @IsUUID()
  assignedToId: string | null;

  @ApiPropertyOptional({ type: SetRecurrenceDto, nullable: true, description: 'Needs dueOffsetDays' })
  @nullable()
  @IsObject()
  @ValidateNested()
  @Type(() => SetRecurrenceDto)
  recurrence: SetRecurrenceDto | null;

  @ApiPropertyOptional({ type: [String], maxItems: CHECKLIST_ITEMS_MAX })
  @IsOmittable()
  @Transform(trimmedEach)
  @IsArray()
  @ArrayMaxSize(CHECKLIST_ITEMS_MAX)
  @IsString({ each: true })
  @MinLength(1, { each: true, message: 'Checklist items need a title', context: fieldCode('REQUIRED') })
  @MaxLength(CHECKLIST_ITEM_TITLE_MAX, { each: true })
  checklist: string[];
}

/** POST /api/project-templates and PUT /api/project-templates/{id} */
export class SaveProjectTemplateDto implements Omit<SaveProjectTemplateRequest, 'tasks'> {
  @Transform(trimmed) @IsRequiredText('Name is required', PROJECT_TEMPLATE_NAME_MAX) name: string;
  @Transform(trimmed) @IsOptionalText(PROJECT_TEMPLATE_DESCRIPTION_MAX) description?: string;

  @ApiPropertyOptional({ type: [String], maxItems: TAGS_MAX })
  @IsOmittable()
  @Transform(trimmedEach)
  @IsArray()
  @ArrayMaxSize(TAGS_MAX)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(TAG_MAX, { each: true })
  tags?: string[];

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: PROJECT_TEMPLATE_OFFSET_MAX_DAYS })
  @nullable()
  @IsBoundedInt(1, PROJECT_TEMPLATE_OFFSET_MAX_DAYS)
  durationDays?: number | null;

  @ApiProperty({ type: [ProjectTemplateTaskDto], maxItems: PROJECT_TEMPLATE_TASKS_MAX })
  @IsArray()
  @ArrayMaxSize(PROJECT_TEMPLATE_TASKS_MAX)
  @ValidateNested({ each: true })
  @Type(() => ProjectTemplateTaskDto)
  tasks: ProjectTemplateTaskDto[];
}

/** POST /api/project-templates/from-project/{projectId} */
export class SaveProjectAsTemplateDto implements SaveProjectAsTemplateRequest {
  @Transform(trimmed) @IsRequiredText('Name is required', PROJECT_TEMPLATE_NAME_MAX) name: string;
  @Transform(trimmed) @IsOptionalText(PROJECT_TEMPLATE_DESCRIPTION_MAX) description?: string;
  @ApiProperty() @IsBoolean() keepAssignees: boolean;
}

/** GET /api/project-templates(/{id}) */
export class ProjectTemplateQueryDto implements ProjectTemplateQuery {
  @ApiPropertyOptional({ enum: USER_LANGUAGES }) @IsOmittable() @IsIn(USER_LANGUAGES) language?: UserLanguage;
}

/** POST /api/project-templates/{id}/copy */
export class CopyProjectTemplateDto implements CopyProjectTemplateRequest {
  @ApiPropertyOptional({ maxLength: PROJECT_TEMPLATE_NAME_MAX })
  @IsOmittable()
  @Transform(trimmed)
  @IsRequiredText('Name is required', PROJECT_TEMPLATE_NAME_MAX)
  name?: string;

  @ApiPropertyOptional({ enum: USER_LANGUAGES }) @IsOmittable() @IsIn(USER_LANGUAGES) language?: UserLanguage;
}

/** POST /api/project-templates/{id}/projects */
export class CreateProjectFromTemplateDto implements CreateProjectFromTemplateRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Client is required', context: fieldCode('REQUIRED') })
  clientCompanyId: string;

  @ApiProperty({ example: '2026-01-31' }) @Transform(toDay) @IsCalendarDay() startDate: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @IsOmittable()
  @Transform(trimmed)
  @IsRequiredText('Project name is required', 200)
  name?: string;

  @ApiPropertyOptional({ maxLength: 10_000 })
  @IsOmittable()
  @Transform(trimmed)
  @IsRequiredText('Description is required', 10_000)
  description?: string;

  @ApiPropertyOptional({ enum: USER_LANGUAGES }) @IsOmittable() @IsIn(USER_LANGUAGES) language?: UserLanguage;
}
