import { lazyPage, type RouteTable } from '@taskflow/app-providers';

const SettingsPage = lazyPage(() => import('./settings/components/SettingsPage').then((m) => m.SettingsPage));

/** The pages below /dashboard/settings (docs/screens-and-routes.md#settings): any signed-in user may open them. */
export const settingsRoutes: RouteTable = [
  {
    path: '',
    titleKey: 'settings:title',
    page: SettingsPage,
    prefetchData: () => import('./settings/state/settings-prefetch').then((m) => m.prefetchSettings),
  },
];
