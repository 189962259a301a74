import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import {
  USER_STATUSES,
  USER_TYPES,
  type CreateUserRequest,
  type ListUsersQuery,
  type UpdateUserRequest,
  type UserStatus,
  type UserType,
} from '@taskflow/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsUUID, ValidateIf } from 'class-validator';
import {
  IsAppEmail,
  IsNewPassword,
  IsOmittable,
  IsOptionalText,
  IsRequiredText,
  normalizeEmail,
  trimmed,
  trimmedOrNull,
} from '../validation/common-validators';
import { PageQueryDto } from '../validation/page-query.dto';

export class CreateUserDto implements CreateUserRequest {
  @ApiProperty() @Transform(trimmed) @IsRequiredText('First name is required', 100) firstName: string;
  @ApiProperty() @Transform(trimmed) @IsRequiredText('Last name is required', 100) lastName: string;
  @ApiProperty() @Transform(normalizeEmail) @IsAppEmail() email: string;
  @Transform(trimmedOrNull) @IsOptionalText(50, { nullable: true }) phone?: string | null;
  @ApiProperty({ enum: USER_TYPES }) @IsIn(USER_TYPES) userType: UserType;

  @ApiPropertyOptional({ format: 'uuid', description: 'Required for clients' })
  @ValidateIf((dto: CreateUserDto) => dto.userType === 'client' || dto.clientCompanyId !== undefined)
  @IsUUID('all', { message: 'A client needs a customer' })
  clientCompanyId?: string;

  @IsNewPassword({
    optional: true,
    description: 'Without a password the user is created pending and cannot sign in yet',
  })
  password?: string;

  @ApiPropertyOptional({
    description: "From POST /service-providers: creates that agency's first admin without a bearer token",
  })
  @IsOptionalText(200)
  registrationToken?: string;

  @ApiPropertyOptional({
    enum: USER_STATUSES,
    description: 'Accepted from two-step registration clients; a new user is active only with a password',
  })
  @IsOmittable()
  @IsIn(USER_STATUSES)
  status?: UserStatus;
}

const EDITABLE_STATUSES = ['active', 'inactive'] as const;

export class UpdateUserDto
  extends PartialType(PickType(CreateUserDto, ['firstName', 'lastName', 'email', 'phone'] as const), {
    skipNullProperties: false,
  })
  implements UpdateUserRequest
{
  @ApiPropertyOptional({
    enum: EDITABLE_STATUSES,
    description: "Deactivation signs the user out everywhere; not for one's own account",
  })
  @IsOmittable()
  @IsIn(EDITABLE_STATUSES)
  status?: (typeof EDITABLE_STATUSES)[number];
}

export class ListUsersQueryDto extends PageQueryDto implements ListUsersQuery {
  @ApiPropertyOptional({ enum: USER_TYPES }) @IsOmittable() @IsIn(USER_TYPES) userType?: UserType;
}
