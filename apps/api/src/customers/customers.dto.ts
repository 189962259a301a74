import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import type { CreateClientCompanyRequest, UpdateClientCompanyRequest } from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsRequiredText, trimmed, trimmedOrNull } from '../validation/common-validators';

export class CreateClientCompanyDto implements CreateClientCompanyRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Company name is required', 200) name: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(300) website?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(100) industry?: string | null;
}

export class UpdateClientCompanyDto extends PartialType(CreateClientCompanyDto) implements UpdateClientCompanyRequest {}
