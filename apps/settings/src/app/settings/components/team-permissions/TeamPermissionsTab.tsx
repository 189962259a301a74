import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pickPermissionFlags, PERMISSION_GROUPS } from '../../utils/permission-groups';
import type { TeamPermissionFlags } from '@taskflow/contracts';
import { ErrorState, LoadingState, Stack, Text, ToggleField, useToast } from '@taskflow/ui';
import { useDraft } from '../../hooks/use-draft';
import { useReportPendingChanges } from '../../hooks/pending-changes';
import { useGetTeamPermissionsQuery, useUpdateTeamPermissionsMutation } from '../../state/settings.api';
import { SettingsSection } from '../SettingsSection';

/** The fifteen flags that apply to every team member, in five groups; saved with the unsaved-changes bar. */
export function TeamPermissionsTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const { data, isLoading, isError, isFetching, refetch } = useGetTeamPermissionsQuery();
  const [update, { isLoading: saving }] = useUpdateTeamPermissionsMutation();
  const flags = useMemo(() => (data ? pickPermissionFlags(data) : undefined), [data]);
  const draft = useDraft<TeamPermissionFlags>(flags);
  const toast = useToast();

  const save = async () => {
    try {
      draft.reset(pickPermissionFlags(await update(draft.changes).unwrap()));
      toast.success(t('teamPermissions.saved'));
      return true;
    } catch {
      toast.error(t('teamPermissions.saveError'));
      return false;
    }
  };
  useReportPendingChanges({ dirty: draft.dirty, saving, save, discard: () => draft.reset() });

  if (isLoading) return <LoadingState label={t('loading')} rows={8} />;
  if (isError || !draft.values)
    return (
      <ErrorState
        message={t('teamPermissions.loadError')}
        retryLabel={tc('actions.retry')}
        onRetry={refetch}
        retrying={isFetching}
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
    </Stack>
  );
}
