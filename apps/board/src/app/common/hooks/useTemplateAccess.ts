import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@taskflow/auth';
import { usePermissions, type RootState } from '@taskflow/store';

/**
 * Project templates are for admins and team members who may create projects (docs/screens-and-routes.md#board).
 * `decided` is false while a team member's permissions are still being read.
 */
export function useTemplateAccess(): { allowed: boolean; decided: boolean } {
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const permissions = usePermissions();
  const allowed = user?.userType === 'admin' || (user?.userType === 'team' && permissions.has('canCreateProjects'));
  return { allowed, decided: permissions.isLoaded };
}

export const useCanManageTemplates = (): boolean => useTemplateAccess().allowed;
