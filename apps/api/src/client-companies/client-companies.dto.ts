import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { trimmed, trimmedOrNull, IsRequiredText } from '../validation/common-validators';

export class CreateClientCompanyDto {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Company name is required', 200) name: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(300) website?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(100) industry?: string | null;
}

export class UpdateClientCompanyDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimmed)
  @IsRequiredText('Company name is required', 200)
  name?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(300) website?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(100) industry?: string | null;
}
