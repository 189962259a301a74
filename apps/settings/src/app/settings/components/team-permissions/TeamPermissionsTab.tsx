import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pickPermissionFlags, PERMISSION_GROUPS } from '../../utils/permission-groups';
import type { TeamPermissionFlags } from '@taskflow/contracts';
import { ErrorState, LoadingState, Stack, Text, ToggleField, useToast } from '@taskflow/ui';
import { useDraft } from '../../hooks/use-draft';
import { useReportPendingChanges } from '../../hooks/pending-changes';
import {
  useGetAgencySignInLinksQuery,
  useGetTeamPermissionsQuery,
  useUpdateAgencySignInLinksMutation,
  useUpdateTeamPermissionsMutation,
} from '../../state/settings.api';
import { SettingsSection } from '../SettingsSection';

type TeamForm = TeamPermissionFlags & { teamMembersMayUseLinks: boolean };

/**
 * The fifteen flags that apply to every team member, in five groups, and whether team members may sign in by emailed
 * link (apps/api/README.md, "Sign-in methods"); saved with the unsaved-changes bar. Admins only.
 */
export function TeamPermissionsTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const permissions = useGetTeamPermissionsQuery();
  const signIn = useGetAgencySignInLinksQuery();
  const [update, { isLoading: savingFlags }] = useUpdateTeamPermissionsMutation();
  const [updateSignIn, { isLoading: savingSignIn }] = useUpdateAgencySignInLinksMutation();
  const saving = savingFlags || savingSignIn;
  const serverForm = useMemo<TeamForm | undefined>(
    () =>
      permissions.data &&
      signIn.data && {
        ...pickPermissionFlags(permissions.data),
        teamMembersMayUseLinks: signIn.data.teamMembersMayUseLinks,
      },
    [permissions.data, signIn.data],
  );
  const draft = useDraft<TeamForm>(serverForm);
  const toast = useToast();

  const save = async () => {
    if (!draft.saved) return true;
    const { teamMembersMayUseLinks, ...flagChanges } = draft.changes;
    try {
      let next = draft.saved;
      if (Object.keys(flagChanges).length > 0)
        next = { ...next, ...pickPermissionFlags(await update(flagChanges).unwrap()) };
      if (teamMembersMayUseLinks !== undefined)
        next = { ...next, ...(await updateSignIn({ teamMembersMayUseLinks }).unwrap()) };
      draft.reset(next);
      toast.success(t('teamPermissions.saved'));
      return true;
    } catch {
      toast.error(t('teamPermissions.saveError'));
      return false;
    }
  };
  useReportPendingChanges({ dirty: draft.dirty, saving, save, discard: () => draft.reset() });

  if (permissions.isLoading || signIn.isLoading) return <LoadingState label={t('loading')} rows={8} />;
  if (permissions.isError || signIn.isError || !draft.values)
    return (
      <ErrorState
        message={t('teamPermissions.loadError')}
        retryLabel={tc('actions.retry')}
        onRetry={() => {
          if (permissions.isError) void permissions.refetch();
          if (signIn.isError) void signIn.refetch();
        }}
        retrying={permissions.isFetching || signIn.isFetching}
      />
    );
  const values = draft.values;

  return (
    <Stack gap="xl">
      <Text size="sm" muted>
        {t('teamPermissions.intro')}
      </Text>
      {PERMISSION_GROUPS.map(({ group, flags: groupFlags }) => (
        <SettingsSection key={group} id={`permissions-${group}`} title={t(`teamPermissions.groups.${group}`)}>
          {groupFlags.map((flag) => (
            <ToggleField
              key={flag}
              label={t(`teamPermissions.flags.${flag}`)}
              checked={values[flag]}
              disabled={saving}
              onCheckedChange={(checked) => draft.set(flag, checked)}
            />
          ))}
        </SettingsSection>
      ))}
      <SettingsSection id="permissions-sign-in" title={t('teamPermissions.signIn.heading')}>
        <ToggleField
          label={t('teamPermissions.signIn.teamLinks')}
          hint={t('teamPermissions.signIn.teamLinksHint')}
          checked={values.teamMembersMayUseLinks}
          disabled={saving}
          onCheckedChange={(checked) => draft.set('teamMembersMayUseLinks', checked)}
        />
      </SettingsSection>
    </Stack>
  );
}
