import { NotFoundPage, RouteTableRoutes } from '@taskflow/app-providers';
import { settingsRoutes } from './settings-routes';
import { settingsTexts } from './settings-texts';

// The module the shell loads as 'settings/Routes' (see RemoteRoutesModule): pages, their table, their texts.
export const routes = settingsRoutes;
export const texts = [settingsTexts];

/** The pages below /dashboard/settings. */
export default function SettingsRoutes() {
  return <RouteTableRoutes routes={settingsRoutes} notFound={<NotFoundPage />} />;
}
