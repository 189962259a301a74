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
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  DAY_PATTERN,
  IsDayAfter,
  toDay,
  trimmed,
  trimmedOrNull,
  IsRequiredText,
} from '../validation/common-validators';
import { PageQueryDto } from '../validation/page-query.dto';

const END_AFTER_START = 'End date must be after the start date';
const DAY_MESSAGE = '$property must be a date (YYYY-MM-DD)';
const PRIORITIES = ['low', 'medium', 'high'] as const;
const toBudget = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' ? Number.parseInt(value, 10) : value === '' ? null : value;

export class CreateProjectDto implements CreateProjectRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Project name is required', 200) name: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Description is required', 10_000) description: string;
  @ApiProperty({ example: '2026-01-31' })
  @Transform(toDay)
  @Matches(DAY_PATTERN, { message: DAY_MESSAGE })
  startDate: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(toDay)
  @ValidateIf((_dto, value) => value !== null)
  @Matches(DAY_PATTERN, { message: DAY_MESSAGE })
  @IsDayAfter('startDate', END_AFTER_START)
  endDate?: string | null;

  @ApiProperty({ format: 'uuid' }) @IsUUID('all', { message: 'Client is required' }) clientCompanyId: string;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isActive?: boolean;
  @ApiPropertyOptional({ enum: PROJECT_STATUSES }) @IsOptional() @IsIn(PROJECT_STATUSES) status?: ProjectStatus;
  @ApiPropertyOptional({ enum: PRIORITIES }) @IsOptional() @IsIn(PRIORITIES) priority?: string;
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(toBudget)
  @ValidateIf((_dto, value) => value !== null)
  @IsInt({ message: 'Budget must be a whole number' })
  @Min(0)
  budget?: number | null;
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString()
  @MaxLength(10_000)
  notes?: string | null;
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  tags?: string[];
}

/** Any subset of the project's fields; an end date is checked against the stored start date too (service). */
export class UpdateProjectDto extends PartialType(CreateProjectDto) implements UpdateProjectRequest {}

export class IncludeInactiveQueryDto extends PageQueryDto implements ProjectListQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Type(() => String)
  @IsIn(['true', 'false'])
  includeInactive?: QueryFlag;
}

export const END_DATE_AFTER_START_MESSAGE = END_AFTER_START;
