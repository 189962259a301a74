import { ApiPropertyOptional } from '@nestjs/swagger';
import type { MarkBilledRequest, QueryFlag, TimeEntryFilter, TimeExportFormat } from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsUUID } from 'class-validator';
import { IsCalendarDay, IsOmittable, IsRequiredText, trimmed } from '../validation/common-validators';

const FLAGS: QueryFlag[] = ['true', 'false'];
export const EXPORT_FORMATS: TimeExportFormat[] = ['csv', 'xlsx'];
export const MARK_BILLED_MAX_ENTRIES = 1_000;
export const INVOICE_REFERENCE_MAX_LENGTH = 100;

/** The report's and the export's filter (every part optional, days inclusive). */
export class TimeReportQueryDto implements TimeEntryFilter {
  @IsOmittable() @IsCalendarDay() from?: string;
  @IsOmittable() @IsCalendarDay() to?: string;
  @ApiPropertyOptional() @IsOmittable() @IsUUID('all') userId?: string;
  @ApiPropertyOptional() @IsOmittable() @IsUUID('all') projectId?: string;
  @ApiPropertyOptional() @IsOmittable() @IsUUID('all') clientCompanyId?: string;
  @ApiPropertyOptional() @IsOmittable() @IsUUID('all') taskId?: string;
  @ApiPropertyOptional({ enum: FLAGS }) @IsOmittable() @IsIn(FLAGS) billable?: QueryFlag;
  @ApiPropertyOptional({ enum: FLAGS }) @IsOmittable() @IsIn(FLAGS) billed?: QueryFlag;
}

export class TimeExportQueryDto extends TimeReportQueryDto {
  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'csv' })
  @IsOmittable()
  @IsIn(EXPORT_FORMATS)
  format?: TimeExportFormat;

  @ApiPropertyOptional({ enum: ['de', 'en'], description: "Default: the caller's language" })
  @IsOmittable()
  @IsIn(['de', 'en'])
  language?: 'de' | 'en';
}

export class MarkBilledDto implements MarkBilledRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MARK_BILLED_MAX_ENTRIES)
  @IsUUID('all', { each: true })
  entryIds: string[];

  @Transform(trimmed)
  @IsRequiredText('invoiceReference is required', INVOICE_REFERENCE_MAX_LENGTH)
  invoiceReference: string;
}
