import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  USER_STATUSES,
  USER_TYPES,
  type LoginResponse,
  type RefreshResponse,
  type User,
  type UserStatus,
  type UserType,
} from '@taskflow/contracts';

// OpenAPI shapes of the session answers (the contracts are interfaces, which Swagger cannot read).

class CustomerRefDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class UserDto implements User {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiPropertyOptional({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ enum: USER_TYPES }) userType: UserType;
  @ApiProperty({ format: 'uuid' }) serviceProviderId: string;
  @ApiPropertyOptional({ nullable: true, format: 'uuid', type: String }) clientCompanyId: string | null;
  @ApiPropertyOptional({ nullable: true, type: CustomerRefDto }) clientCompany: CustomerRefDto | null;
  @ApiProperty({ enum: USER_STATUSES }) status: UserStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiPropertyOptional({ nullable: true, format: 'date-time', type: String }) lastLoginAt: string | null;
}

export class LoginResponseDto implements LoginResponse {
  @ApiProperty({ description: 'Access token (JWT, 15 minutes)' }) token: string;
  @ApiProperty({ type: UserDto }) user: UserDto;
}

export class RefreshResponseDto implements RefreshResponse {
  @ApiProperty({ description: 'A new access token' }) token: string;
}
