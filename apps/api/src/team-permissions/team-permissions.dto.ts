import { ApiPropertyOptional } from '@nestjs/swagger';
import type { UpdateTeamPermissionsRequest } from '@taskflow/contracts';
import { IsBoolean } from 'class-validator';
import { IsOmittable } from '../validation/common-validators';

const flag = () => (target: object, key: string) => {
  ApiPropertyOptional()(target, key);
  IsOmittable()(target, key);
  IsBoolean()(target, key);
};

/** Any subset of the 15 flags; flags left out keep their value. */
export class UpdateTeamPermissionsDto implements UpdateTeamPermissionsRequest {
  @flag() canCreateTasks?: boolean;
  @flag() canEditTasks?: boolean;
  @flag() canDeleteTasks?: boolean;
  @flag() canCreateProjects?: boolean;
  @flag() canEditProjects?: boolean;
  @flag() canDeleteProjects?: boolean;
  @flag() canAddCustomers?: boolean;
  @flag() canEditCustomers?: boolean;
  @flag() canDeleteCustomers?: boolean;
  @flag() canInviteTeamMembers?: boolean;
  @flag() canManageTeam?: boolean;
  @flag() canAccessReports?: boolean;
  @flag() canManageSettings?: boolean;
  @flag() canViewAllProjects?: boolean;
  @flag() canViewAllTasks?: boolean;
}
