import { createContext } from 'react';
import type { RouteBreadcrumb } from '../routing/route-table';

/** The optional button at the right of the signed-in top bar. */
export interface PageHeaderAction {
  /** Translated button text. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** What a page tells the signed-in layout about itself; everything is optional. */
export interface PageHeader {
  /** Replaces the title taken from the route table. */
  title?: string;
  action?: PageHeaderAction;
  /** Replaces the last breadcrumb, e.g. the name of the opened project instead of its id. */
  breadcrumb?: string;
}

/** Title and breadcrumbs of the current page from its remote's route table (translation keys, absolute links). */
export interface RouteHeader {
  titleKey?: string;
  breadcrumbs: readonly RouteBreadcrumb[];
}

export interface PageHeaderContextValue {
  header: PageHeader;
  setHeader: (header: PageHeader) => void;
  routeHeader: RouteHeader | null;
  setRouteHeader: (header: RouteHeader | null) => void;
}

export const PageHeaderContext = createContext<PageHeaderContextValue | null>(null);
PageHeaderContext.displayName = 'PageHeaderContext';
