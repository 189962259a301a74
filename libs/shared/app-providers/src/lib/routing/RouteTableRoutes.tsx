import { Suspense, type ReactElement, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingView } from '@taskflow/ui-core';
import type { RouteTable } from './route-table';

export interface RouteTableRoutesProps {
  routes: RouteTable;
  /** The remote's not-found page: for paths outside the table and for declared pages not built yet. */
  notFound: ReactNode;
  /** A layout route around every page (it renders an <Outlet />). */
  layout?: ReactElement;
}

/** Renders a remote's pages from its route table, so the pages and the rules the shell applies cannot drift. */
export function RouteTableRoutes({ routes, notFound, layout }: RouteTableRoutesProps) {
  const { t } = useTranslation('common');
  const loaded = (element: ReactNode) => <Suspense fallback={<LoadingView label={t('loading')} />}>{element}</Suspense>;
  const pages: RouteObject[] = routes.map(({ path, page: Page }) => {
    const element = loaded(Page ? <Page /> : notFound);
    return path === '' ? { index: true, element } : { path, element };
  });
  pages.push({ path: '*', element: loaded(notFound) });
  return useRoutes(layout ? [{ element: layout, children: pages }] : pages);
}
