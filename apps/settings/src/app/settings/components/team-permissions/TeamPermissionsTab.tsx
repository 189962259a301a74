import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pickPermissionFlags, PERMISSION_GROUPS } from '../../utils/permission-groups';
import type { TeamPermissionFlags } from '@taskflow/contracts';
import { ErrorState, LoadingState, Stack, Text, ToggleField, useToast } from '@taskflow/ui';
import { useDraft } from '../../hooks/use-draft';
import { useReportPendingChanges } from '../../hooks/pending-changes';
import {
  useGetAgencySignInLinksQuery,
  useGetAgencyTwoFactorQuery,
  useGetTeamPermissionsQuery,
  useUpdateAgencySignInLinksMutation,
  useUpdateAgencyTwoFactorMutation,
  useUpdateTeamPermissionsMutation,
} from '../../state/settings.api';
import { SettingsSection } from '../SettingsSection';

type TeamForm = TeamPermissionFlags & { teamMembersMayUseLinks: boolean; requireTwoFactor: boolean };

/**
 * The fifteen flags that apply to every team member, in five groups, and whether team members may sign in by emailed
 * link and whether two-factor sign-in is required of admins and team members (apps/api/README.md, "Sign-in
 * methods"); saved with the unsaved-changes bar. Admins only.
 */
export function TeamPermissionsTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const permissions = useGetTeamPermissionsQuery();
  const signIn = useGetAgencySignInLinksQuery();
  const twoFactor = useGetAgencyTwoFactorQuery();
  const [update, { isLoading: savingFlags }] = useUpdateTeamPermissionsMutation();
  const [updateSignIn, { isLoading: savingSignIn }] = useUpdateAgencySignInLinksMutation();
  const [updateTwoFactor, { isLoading: savingTwoFactor }] = useUpdateAgencyTwoFactorMutation();
  const saving = savingFlags || savingSignIn || savingTwoFactor;
  const serverForm = useMemo<TeamForm | undefined>(
    () =>
      permissions.data &&
      signIn.data &&
      twoFactor.data && {
        ...pickPermissionFlags(permissions.data),
        teamMembersMayUseLinks: signIn.data.teamMembersMayUseLinks,
        requireTwoFactor: twoFactor.data.requireTwoFactor,
      },
    [permissions.data, signIn.data, twoFactor.data],
  );
  const draft = useDraft<TeamForm>(serverForm);
  const toast = useToast();

  const save = async () => {
    if (!draft.saved) return true;
    const { teamMembersMayUseLinks, requireTwoFactor, ...flagChanges } = draft.changes;
    try {
      let next = draft.saved;
      if (Object.keys(flagChanges).length > 0)
        next = { ...next, ...pickPermissionFlags(await update(flagChanges).unwrap()) };
      if (teamMembersMayUseLinks !== undefined)
        next = { ...next, ...(await updateSignIn({ teamMembersMayUseLinks }).unwrap()) };
      if (requireTwoFactor !== undefined) next = { ...next, ...(await updateTwoFactor({ requireTwoFactor }).unwrap()) };
      draft.reset(next);
      toast.success(t('teamPermissions.saved'));
      return true;
    } catch {
      toast.error(t('teamPermissions.saveError'));
      return false;
    }
  };
  useReportPendingChanges({ dirty: draft.dirty, saving, save, discard: () => draft.reset() });

  if (permissions.isLoading || signIn.isLoading || twoFactor.isLoading)
    return <LoadingState label={t('loading')} rows={8} />;
  if (permissions.isError || signIn.isError || twoFactor.isError || !draft.values)
    return (
      <ErrorState
        message={t('teamPermissions.loadError')}
        retryLabel={tc('actions.retry')}
        onRetry={() => {
          if (permissions.isError) void permissions.refetch();
          if (signIn.isError) void signIn.refetch();
          if (twoFactor.isError) void twoFactor.refetch();
        }}
        retrying={permissions.isFetching || signIn.isFetching || twoFactor.isFetching}
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
        <ToggleField
          label={t('teamPermissions.signIn.requireTwoFactor')}
          hint={t('teamPermissions.signIn.requireTwoFactorHint')}
          checked={values.requireTwoFactor}
          disabled={saving}
          onCheckedChange={(checked) => draft.set('requireTwoFactor', checked)}
        />
      </SettingsSection>
    </Stack>
  );
}
