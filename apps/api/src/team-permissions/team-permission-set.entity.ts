import { Column, Entity, Unique } from 'typeorm';
import { TenantOwnedEntity } from '../tenancy/tenant-owned.entity';

const flag = (name: string) => Column({ name, type: 'boolean', default: true });

/** One per agency; applies to every team member (never to admins or clients). */
@Entity({ name: 'team_permission_set' })
@Unique(['serviceProviderId'])
export class TeamPermissionSet extends TenantOwnedEntity {
  @flag('can_create_tasks') canCreateTasks: boolean;
  @flag('can_edit_tasks') canEditTasks: boolean;
  @flag('can_delete_tasks') canDeleteTasks: boolean;
  @flag('can_create_projects') canCreateProjects: boolean;
  @flag('can_edit_projects') canEditProjects: boolean;
  @flag('can_delete_projects') canDeleteProjects: boolean;
  @flag('can_add_customers') canAddCustomers: boolean;
  @flag('can_edit_customers') canEditCustomers: boolean;
  @flag('can_delete_customers') canDeleteCustomers: boolean;
  @flag('can_invite_team_members') canInviteTeamMembers: boolean;
  @flag('can_manage_team') canManageTeam: boolean;
  @flag('can_access_reports') canAccessReports: boolean;
  @flag('can_manage_settings') canManageSettings: boolean;
  @flag('can_view_all_projects') canViewAllProjects: boolean;
  @flag('can_view_all_tasks') canViewAllTasks: boolean;
}
