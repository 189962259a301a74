import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PageHeaderContext, type PageHeader, type RouteHeader } from './page-header-context';

/** Held by the signed-in layout; pages (also in remotes) fill it with usePageHeader. */
export function PageHeaderProvider({ children }: { children: ReactNode }) {
  const [header, setHeader] = useState<PageHeader>({});
  const [routeHeader, setRouteHeader] = useState<RouteHeader | null>(null);
  const value = useMemo(() => ({ header, setHeader, routeHeader, setRouteHeader }), [header, routeHeader]);
  return <PageHeaderContext.Provider value={value}>{children}</PageHeaderContext.Provider>;
}

/** The header the current page asked for (empty outside a PageHeaderProvider). */
export function usePageHeaderState(): PageHeader {
  return useContext(PageHeaderContext)?.header ?? {};
}

/** Title key and breadcrumbs of the current page from its route table (null while no area has matched). */
export function useRouteHeaderState(): RouteHeader | null {
  return useContext(PageHeaderContext)?.routeHeader ?? null;
}

/**
 * Publishes the route table's title and breadcrumbs of the current page to the signed-in layout,
 * before the browser paints, while the caller is mounted. Outside a PageHeaderProvider it does nothing.
 */
export function useRouteHeader(routeHeader: RouteHeader): void {
  const setRouteHeader = useContext(PageHeaderContext)?.setRouteHeader;
  const key = JSON.stringify(routeHeader);
  useLayoutEffect(() => {
    if (!setRouteHeader) return undefined;
    setRouteHeader(JSON.parse(key) as RouteHeader);
    return () => setRouteHeader(null);
  }, [setRouteHeader, key]);
}

/**
 * Sets the top bar title, action button and last breadcrumb while the calling page is mounted.
 * Outside the signed-in layout (a remote served alone) it does nothing.
 */
export function usePageHeader({ title, action, breadcrumb }: PageHeader): void {
  const setHeader = useContext(PageHeaderContext)?.setHeader;
  const onClickRef = useRef(action?.onClick);
  onClickRef.current = action?.onClick;
  const actionLabel = action?.label;
  const actionDisabled = action?.disabled;
  const hasAction = Boolean(action);

  useEffect(() => {
    if (!setHeader) return undefined;
    setHeader({
      title,
      breadcrumb,
      action: hasAction
        ? { label: actionLabel ?? '', disabled: actionDisabled, onClick: () => onClickRef.current?.() }
        : undefined,
    });
    return () => setHeader({});
  }, [setHeader, title, breadcrumb, hasAction, actionLabel, actionDisabled]);
}
