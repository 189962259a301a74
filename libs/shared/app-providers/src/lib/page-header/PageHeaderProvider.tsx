import { useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PageHeaderContext, type PageHeader } from './page-header-context';

/** Held by the signed-in layout; pages (also in remotes) fill it with usePageHeader. */
export function PageHeaderProvider({ children }: { children: ReactNode }) {
  const [header, setHeader] = useState<PageHeader>({});
  const value = useMemo(() => ({ header, setHeader }), [header]);
  return <PageHeaderContext.Provider value={value}>{children}</PageHeaderContext.Provider>;
}

/** The header the current page asked for (empty outside a PageHeaderProvider). */
export function usePageHeaderState(): PageHeader {
  return useContext(PageHeaderContext)?.header ?? {};
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
