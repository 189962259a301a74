import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@taskflow/auth';
import {
  TEAM_PERMISSION_FLAGS,
  type ClientRulesView,
  type TeamPermissionFlag,
  type TeamPermissionFlags,
  type TeamPermissionSet,
} from '@taskflow/contracts';
import { api } from './api';
import type { RootState } from './store';

/**
 * The signed-in user's permission flags and the provider's client rules, for any screen. The server decides
 * too; these only shape what a screen offers.
 */
export const currentUserRulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentTeamPermissions: build.query<TeamPermissionSet, void>({
      query: () => '/team-permissions',
      providesTags: [{ type: 'TeamPermissions', id: 'CURRENT' }, 'TeamPermissions'],
    }),
    currentClientRules: build.query<ClientRulesView, void>({
      query: () => '/client-communication-settings/rules',
      providesTags: ['CommunicationSettings'],
    }),
  }),
});

const allFlags = (value: boolean) =>
  Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, value])) as TeamPermissionFlags;

export interface CurrentPermissions {
  /** Admins: every flag; team members: the provider's set (all false until it has loaded or when it fails); clients: none. */
  flags: TeamPermissionFlags;
  has: (flag: TeamPermissionFlag) => boolean;
  /** False while a team member's set is loading. */
  isLoaded: boolean;
}

/** The 15 permission flags of the signed-in user (document 1 §6): false until loaded, a failed load denies. */
export function usePermissions(): CurrentPermissions {
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const isTeam = user?.userType === 'team';
  const { data, isSuccess } = currentUserRulesApi.useCurrentTeamPermissionsQuery(undefined, { skip: !isTeam });
  let flags: TeamPermissionFlags;
  if (user?.userType === 'admin') flags = allFlags(true);
  else if (isTeam && isSuccess && data) flags = pickFlags(data);
  else flags = allFlags(false);
  return { flags, has: (flag) => flags[flag], isLoaded: !isTeam || isSuccess };
}

function pickFlags(set: TeamPermissionFlags): TeamPermissionFlags {
  return Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, set[flag] === true])) as TeamPermissionFlags;
}

/** The provider's client rules (approvals on, client comments allowed, the client-visible default); null until loaded. */
export function useClientRules(): ClientRulesView | null {
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const { data } = currentUserRulesApi.useCurrentClientRulesQuery(undefined, { skip: !user });
  return data ?? null;
}
