import type { RouteDataPrefetch } from '@taskflow/app-providers';
import { selectCurrentUser } from '@taskflow/auth';
import { DASHBOARD_ACTIVITY_ITEMS } from '@taskflow/contracts';
import { localDay } from '@taskflow/domain';
import type { AppStore, RootState } from '@taskflow/store';
import { tasksApi } from '../../common/state/tasks.api';
import { projectProgressApi } from '../../common/state/project-progress.api';
import { dashboardApi } from './dashboard.api';

/**
 * The dashboard's first reads, with the arguments DashboardPage's hooks use, started at a signed-in first visit
 * while the page's code loads (docs/remote-preloading.md). A client's portal reads more; those start at render.
 */
export const prefetchDashboard: RouteDataPrefetch = (store, { language }) => {
  const { dispatch } = store as unknown as AppStore;
  if (!selectCurrentUser(store.getState() as RootState)) return;
  dispatch(dashboardApi.util.prefetch('dashboardSummary', localDay(new Date()), {}));
  dispatch(tasksApi.util.prefetch('boardProjects', undefined, {}));
  dispatch(projectProgressApi.util.prefetch('projectProgress', undefined, {}));
  const activityLanguage = language === 'de' ? 'de' : 'en';
  dispatch(
    dashboardApi.util.prefetch('recentActivity', { limit: DASHBOARD_ACTIVITY_ITEMS, language: activityLanguage }, {}),
  );
};
