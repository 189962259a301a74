import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  CLIENT_REPORT_FREQUENCIES,
  type ClientEmailTemplatesView,
  type ClientReportFrequency,
  type UpdateClientCommunicationSettingsRequest,
} from '@taskflow/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

const TEMPLATE_MAX_LENGTH = 10_000;

export class EmailTemplatesDto implements Partial<ClientEmailTemplatesView> {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEMPLATE_MAX_LENGTH) projectStart?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEMPLATE_MAX_LENGTH) projectUpdate?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEMPLATE_MAX_LENGTH) projectComplete?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(TEMPLATE_MAX_LENGTH) taskUpdate?: string;
}

export class UpdateClientSettingsDto implements UpdateClientCommunicationSettingsRequest {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() autoNotifyClients?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() clientVisibilityDefault?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() allowClientComments?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() requireApprovalForUpdates?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() clientPortalAccess?: boolean;
  @ApiPropertyOptional({ enum: CLIENT_REPORT_FREQUENCIES })
  @IsOptional()
  @IsIn(CLIENT_REPORT_FREQUENCIES)
  clientReportsFrequency?: ClientReportFrequency;
  @ApiPropertyOptional({ type: EmailTemplatesDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => EmailTemplatesDto)
  emailTemplates?: EmailTemplatesDto;
}
