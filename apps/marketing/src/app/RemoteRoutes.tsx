import { lazy } from 'react';
import { RouteTableRoutes } from '@taskflow/app-providers';
import { PublicLayout } from './layout/PublicLayout';
import { marketingRoutes } from './marketing-routes';
import { marketingTexts } from './marketing-texts';

const NotFoundPage = lazy(() => import('./pages/MarketingNotFoundPage'));

// The module the shell loads as 'marketing/Routes' (see RemoteRoutesModule): pages, their table, their texts.
export const routes = marketingRoutes;
export const texts = marketingTexts;

/** The public website: every path outside the signed-in area and the shell's own pages. */
export default function MarketingRoutes() {
  return <RouteTableRoutes routes={marketingRoutes} notFound={<NotFoundPage />} layout={<PublicLayout />} />;
}
