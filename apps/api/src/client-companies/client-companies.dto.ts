import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { trimmed, trimmedOrNull } from '../validation/common-validators';

export class CreateClientCompanyDto {
  @ApiProperty() @Transform(trimmed) @IsString() @IsNotEmpty({ message: 'Company name is required' }) @MaxLength(200) name: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(300) website?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(100) industry?: string | null;
}

export class UpdateClientCompanyDto {
  @ApiPropertyOptional() @IsOptional() @Transform(trimmed) @IsString() @IsNotEmpty({ message: 'Company name is required' }) @MaxLength(200) name?: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(300) website?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(100) industry?: string | null;
}
