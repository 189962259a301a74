import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CreateServiceProviderRequest } from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsAppEmail, normalizeEmail, trimmed, trimmedOrNull, IsRequiredText } from '../validation/common-validators';

export class CreateServiceProviderDto implements CreateServiceProviderRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Company name is required', 200) companyName: string;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(300) website?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(100) industry?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(500) address?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(trimmedOrNull) @IsString() @MaxLength(50) phone?: string | null;
  @ApiPropertyOptional() @IsOptional() @Transform(normalizeEmail) @IsAppEmail() email?: string;

  // The spec's client sends these; the server sets them itself (trial, 5, counted).
  @ApiPropertyOptional({ description: 'Ignored: always trial' }) @IsOptional() @IsString() licenseStatus?: string;
  @ApiPropertyOptional({ description: 'Ignored: always 5' }) @IsOptional() @IsInt() maxTeamMembers?: number;
  @ApiPropertyOptional({ description: 'Ignored: counted by the server' })
  @IsOptional()
  @IsInt()
  currentTeamMembers?: number;
}
