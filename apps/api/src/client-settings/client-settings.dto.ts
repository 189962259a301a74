import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  CLIENT_REPORT_FREQUENCIES,
  type ClientEmailTemplatesView,
  type ClientReportFrequency,
  type UpdateClientCommunicationSettingsRequest,
} from '@taskflow/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsOmittable } from '../validation/common-validators';

const TEMPLATE_MAX_LENGTH = 10_000;

export class EmailTemplatesDto implements Partial<ClientEmailTemplatesView> {
  @ApiPropertyOptional({ maxLength: TEMPLATE_MAX_LENGTH })
  @IsOmittable()
  @IsString()
  @MaxLength(TEMPLATE_MAX_LENGTH)
  projectStart?: string;
  @ApiPropertyOptional({ maxLength: TEMPLATE_MAX_LENGTH })
  @IsOmittable()
  @IsString()
  @MaxLength(TEMPLATE_MAX_LENGTH)
  projectUpdate?: string;
  @ApiPropertyOptional({ maxLength: TEMPLATE_MAX_LENGTH })
  @IsOmittable()
  @IsString()
  @MaxLength(TEMPLATE_MAX_LENGTH)
  projectComplete?: string;
  @ApiPropertyOptional({ maxLength: TEMPLATE_MAX_LENGTH })
  @IsOmittable()
  @IsString()
  @MaxLength(TEMPLATE_MAX_LENGTH)
  taskUpdate?: string;
}

export class UpdateClientSettingsDto implements UpdateClientCommunicationSettingsRequest {
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() autoNotifyClients?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() clientVisibilityDefault?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() allowClientComments?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() requireApprovalForUpdates?: boolean;
  @ApiPropertyOptional() @IsOmittable() @IsBoolean() clientPortalAccess?: boolean;
  @ApiPropertyOptional({ enum: CLIENT_REPORT_FREQUENCIES })
  @IsOmittable()
  @IsIn(CLIENT_REPORT_FREQUENCIES)
  clientReportsFrequency?: ClientReportFrequency;
  @ApiPropertyOptional({ type: EmailTemplatesDto })
  @IsOmittable()
  @IsObject()
  @ValidateNested()
  @Type(() => EmailTemplatesDto)
  emailTemplates?: EmailTemplatesDto;
}
