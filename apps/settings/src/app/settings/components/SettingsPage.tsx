import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLeaveGuard } from '@taskflow/app-providers';
import { selectCurrentUser } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import { LoadingState, Stack, TabPanel, Tabs, useConfirm, useFocusFirstInvalid } from '@taskflow/ui';
import { PendingChangesContext, type PendingChanges } from '../hooks/pending-changes';
import { useCheckPermissionQuery } from '../state/settings.api';
import { isSettingsTab, visibleSettingsTabs, type SettingsTab } from '../utils/settings-tabs';
import { UnsavedChangesBar } from './UnsavedChangesBar';

const TAB_QUERY = 'tab';

/** Forms read best at a calm width; the tabs and cards stay within it on wide screens. */
export const StyledSettingsPage = styled(Stack)`
  max-width: 960px;
`;

const TAB_CONTENT: Record<SettingsTab, ComponentType> = {
  notifications: lazy(() => import('./notifications/NotificationsTab').then((m) => ({ default: m.NotificationsTab }))),
  communication: lazy(() => import('./communication/CommunicationTab').then((m) => ({ default: m.CommunicationTab }))),
  time: lazy(() => import('./time/TimeTab').then((m) => ({ default: m.TimeTab }))),
  account: lazy(() => import('./account/AccountTab').then((m) => ({ default: m.AccountTab }))),
  integrations: lazy(() => import('./integrations/IntegrationsTab').then((m) => ({ default: m.IntegrationsTab }))),
  teamPermissions: lazy(() =>
    import('./team-permissions/TeamPermissionsTab').then((m) => ({ default: m.TeamPermissionsTab })),
  ),
};

/**
 * The settings page: the tabs the user may see (`?tab=` remembers the open one), the active tab's form and, while it
 * has pending changes, the unsaved-changes bar. Switching tabs or leaving the page with pending changes asks first.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const user = useAppSelector(selectCurrentUser);
  const isTeam = user?.userType === 'team';
  const { data: manageSettings } = useCheckPermissionQuery('canManageSettings', { skip: !isTeam });
  const tabs = visibleSettingsTabs(user?.userType, manageSettings?.hasPermission === true);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(TAB_QUERY);
  const tab: SettingsTab = isSettingsTab(requested) && tabs.includes(requested) ? requested : tabs[0];
  const [pending, setPending] = useState<PendingChanges | null>(null);
  const confirm = useConfirm();

  const confirmDiscard = useCallback(async () => {
    if (!pending) return true;
    const discard = await confirm({
      title: t('unsaved.leaveTitle'),
      message: t('unsaved.leaveMessage', { tab: t(`tabs.${tab}`) }),
      confirmLabel: t('unsaved.leaveConfirm'),
    });
    if (discard) pending.discard();
    return discard;
  }, [confirm, pending, t, tab]);
  useLeaveGuard(pending !== null, confirmDiscard);

  const openTab = async (next: SettingsTab) => {
    if (next === tab || !(await confirmDiscard())) return;
    setSearchParams(
      (params) => {
        params.set(TAB_QUERY, next);
        return params;
      },
      { replace: true },
    );
  };

  // On a phone the tab list scrolls sideways: keep the open tab in view (e.g. when opened by ?tab=).
  useEffect(() => {
    document.getElementById(`settings-tab-${tab}`)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  // The bar saves outside the tab's forms: a save the fields refused takes focus to the first of them, as a submit does.
  const { ref: pageRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLDivElement>();
  const save = async (changes: PendingChanges) => {
    if (!(await changes.save())) focusFirstInvalid();
  };

  const Content = TAB_CONTENT[tab];
  return (
    <StyledSettingsPage gap="lg" data-testid="settings-page" ref={pageRef}>
      <Tabs
        idPrefix="settings"
        ariaLabel={t('title')}
        value={tab}
        onChange={(next) => void openTab(next)}
        tabs={tabs.map((id) => ({ id, label: t(`tabs.${id}`) }))}
      />
      <TabPanel idPrefix="settings" tabId={tab}>
        <PendingChangesContext.Provider value={setPending}>
          <Suspense fallback={<LoadingState label={t('loading')} rows={5} />}>
            <Content key={tab} />
          </Suspense>
        </PendingChangesContext.Provider>
      </TabPanel>
      {pending ? (
        <UnsavedChangesBar
          saving={pending.saving}
          onSave={() => void save(pending)}
          onDiscard={() => pending.discard()}
        />
      ) : null}
    </StyledSettingsPage>
  );
}
