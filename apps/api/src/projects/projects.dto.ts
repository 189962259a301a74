import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  PROJECT_STATUSES,
  type CreateProjectRequest,
  type ProjectListQuery,
  type ProjectStatus,
  type QueryFlag,
  type UpdateProjectRequest,
} from '@taskflow/contracts';
import { Transform, Type } from 'class-transformer';
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
  INTEGER_MAX,
  IsBoundedInt,
  IsCalendarDay,
  IsDayAfter,
  IsOmittable,
  IsOptionalText,
  IsRequiredText,
  toDay,
  trimmed,
  trimmedOrNull,
} from '../validation/common-validators';
import { fieldCode } from '../errors/field-error-codes';
import { PageQueryDto } from '../validation/page-query.dto';

const END_AFTER_START = 'End date must be after the start date';
const PRIORITIES = ['low', 'medium', 'high'] as const;
/** The form sends the budget as text: '12000' is 12000, '' is none; '12.5' or '12abc' stay wrong. */
const toBudget = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value;
const BUDGET_MESSAGE = 'Budget must be a whole number';

export class CreateProjectDto implements CreateProjectRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Project name is required', 200) name: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Description is required', 10_000) description: string;
  @ApiProperty({ example: '2026-01-31' })
  @Transform(toDay)
  @IsCalendarDay()
  startDate: string;

  @ApiPropertyOptional({ nullable: true, example: '2026-12-31' })
  @IsOptional()
  @Transform(toDay)
  @ValidateIf((_dto, value) => value !== null)
  @IsCalendarDay()
  @IsDayAfter('startDate', END_AFTER_START)
  endDate?: string | null;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Client is required', context: fieldCode('REQUIRED') })
  clientCompanyId: string;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() isActive?: boolean;
  @ApiPropertyOptional({ enum: PROJECT_STATUSES }) @IsOmittable() @IsIn(PROJECT_STATUSES) status?: ProjectStatus;
  @ApiPropertyOptional({ enum: PRIORITIES }) @IsOmittable() @IsIn(PRIORITIES) priority?: string;
  @ApiPropertyOptional({ nullable: true, description: "The agency's internal data: never shown to clients" })
  @IsOptional()
  @Transform(toBudget)
  @ValidateIf((_dto, value) => value !== null)
  @IsBoundedInt(0, INTEGER_MAX, BUDGET_MESSAGE)
  budget?: number | null;
  @ApiPropertyOptional({ description: "The agency's internal data: never shown to clients" })
  @Transform(trimmedOrNull)
  @IsOptionalText(10_000, { nullable: true })
  notes?: string | null;
  @ApiPropertyOptional({ type: 'array', items: { type: 'string', maxLength: 50 }, maxItems: 50 })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  tags?: string[];
}

/** Any subset of the project's fields; an end date is checked against the stored start date too (service). */
export class UpdateProjectDto
  extends PartialType(CreateProjectDto, { skipNullProperties: false })
  implements UpdateProjectRequest {}

export class IncludeInactiveQueryDto extends PageQueryDto implements ProjectListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'])
  includeInactive?: QueryFlag;
}

export const END_DATE_AFTER_START_MESSAGE = END_AFTER_START;
