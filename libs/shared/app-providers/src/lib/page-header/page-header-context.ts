import { createContext } from 'react';

/** The optional button at the right of the signed-in top bar. */
export interface PageHeaderAction {
  /** Translated button text. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** What a page tells the signed-in layout about itself; everything is optional. */
export interface PageHeader {
  /** Replaces the title taken from the sidebar item. */
  title?: string;
  action?: PageHeaderAction;
  /** Replaces the last breadcrumb, e.g. the name of the opened project instead of its id. */
  breadcrumb?: string;
}

export interface PageHeaderContextValue {
  header: PageHeader;
  setHeader: (header: PageHeader) => void;
}

export const PageHeaderContext = createContext<PageHeaderContextValue | null>(null);
PageHeaderContext.displayName = 'PageHeaderContext';
