import { ApiProperty, PartialType } from '@nestjs/swagger';
import type { CreateClientCompanyRequest, UpdateClientCompanyRequest } from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsOptionalText, IsRequiredText, trimmed, trimmedOrNull } from '../validation/common-validators';

export class CreateClientCompanyDto implements CreateClientCompanyRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Company name is required', 200) name: string;
  @Transform(trimmedOrNull) @IsOptionalText(300, { nullable: true }) website?: string | null;
  @Transform(trimmedOrNull) @IsOptionalText(100, { nullable: true }) industry?: string | null;
}

export class UpdateClientCompanyDto
  extends PartialType(CreateClientCompanyDto, { skipNullProperties: false })
  implements UpdateClientCompanyRequest {}
