import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@taskflow/auth';
import {
  TEAM_PERMISSION_FLAGS,
  type ClientCommunicationSettingsView,
  type TeamPermissionFlag,
  type TeamPermissionFlags,
  type TeamPermissionSet,
} from '@taskflow/contracts';
import { api } from './api';
import type { RootState } from './store';

/**
 * The signed-in user's permission flags and the agency's client-visibility default, for any screen. The server decides
 * too; these only shape what a screen offers.
 */
export const currentUserRulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentTeamPermissions: build.query<TeamPermissionSet, void>({
      query: () => '/team-permissions',
      providesTags: [{ type: 'TeamPermissions', id: 'CURRENT' }, 'TeamPermissions'],
    }),
    /** The full client settings (admins and team members only). */
    currentClientSettings: build.query<ClientCommunicationSettingsView, void>({
      query: () => '/client-communication-settings',
      providesTags: ['CommunicationSettings'],
    }),
  }),
});

const allFlags = (value: boolean) =>
  Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, value])) as TeamPermissionFlags;

export interface CurrentPermissions {
  /** Admins: every flag; team members: the agency's set (all false until it has loaded or when it fails); clients: none. */
  flags: TeamPermissionFlags;
  has: (flag: TeamPermissionFlag) => boolean;
  /** False while a team member's set is loading. */
  isLoaded: boolean;
}

/** The 15 permission flags of the signed-in user (docs/roles-and-permissions.md#team-member): false until loaded, a failed load denies. */
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

/**
 * Whether a new task starts visible to the client (the agency's clientVisibilityDefault); false for clients,
 * while loading and when it cannot be read.
 */
export function useClientVisibilityDefault(): boolean {
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const { data } = currentUserRulesApi.useCurrentClientSettingsQuery(undefined, {
    skip: !user || user.userType === 'client',
  });
  return data?.clientVisibilityDefault ?? false;
}
