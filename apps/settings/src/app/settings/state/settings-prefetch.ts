import type { RouteDataPrefetch } from '@taskflow/app-providers';
import { selectCurrentUser } from '@taskflow/auth';
import type { AppStore, RootState } from '@taskflow/store';
import { isSettingsTab, visibleSettingsTabs, type SettingsTab } from '../utils/settings-tabs';
import { settingsApi } from './settings.api';

type Prefetch = (dispatch: AppStore['dispatch'], isTeam: boolean, isAdmin: boolean) => void;

/** The first reads of each tab, with the arguments its hooks use. */
const TAB_READS: Record<SettingsTab, Prefetch> = {
  notifications: (dispatch, _isTeam, isAdmin) => {
    dispatch(settingsApi.util.prefetch('getNotificationPreferences', undefined, {}));
    dispatch(settingsApi.util.prefetch('getMe', undefined, {}));
    if (isAdmin) dispatch(settingsApi.util.prefetch('getMailDelivery', undefined, {}));
  },
  communication: (dispatch) => {
    dispatch(settingsApi.util.prefetch('getCommunicationSettings', undefined, {}));
    dispatch(settingsApi.util.prefetch('getPreviewProjects', undefined, {}));
  },
  time: (dispatch) => dispatch(settingsApi.util.prefetch('getTimeSettings', undefined, {})),
  account: (dispatch) => dispatch(settingsApi.util.prefetch('getMe', undefined, {})),
  integrations: (dispatch, isTeam) => {
    dispatch(settingsApi.util.prefetch('getCalendarFeed', undefined, {}));
    if (isTeam) dispatch(settingsApi.util.prefetch('checkPermission', 'canViewAllTasks', {}));
  },
  teamPermissions: (dispatch) => dispatch(settingsApi.util.prefetch('getTeamPermissions', undefined, {})),
};

/**
 * The settings page's first reads at a signed-in first visit (docs/remote-preloading.md), started while its code
 * loads: a team member's permission to manage settings (it decides the tabs) and the reads of the tab the page opens,
 * the address's `?tab=` or the first. A team member's client communication tab waits for that permission, as the page
 * does.
 */
export const prefetchSettings: RouteDataPrefetch = (store, { search }) => {
  const { dispatch } = store as unknown as AppStore;
  const user = selectCurrentUser(store.getState() as RootState);
  if (!user) return;
  const isTeam = user.userType === 'team';
  if (isTeam) dispatch(settingsApi.util.prefetch('checkPermission', 'canManageSettings', {}));
  const requested = search.get('tab');
  const tabs = visibleSettingsTabs(user.userType, false);
  const tab = isSettingsTab(requested) && tabs.includes(requested) ? requested : tabs[0];
  TAB_READS[tab](dispatch, isTeam, user.userType === 'admin');
};
