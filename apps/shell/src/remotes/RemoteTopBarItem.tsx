import { lazy, Suspense, useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteName } from '@taskflow/contracts';
import { loadRemoteTopBar, type LoadRemoteRoutesOptions } from './load-remote-routes';

export interface RemoteTopBarItemProps {
  name: RemoteName;
  loadOptions?: LoadRemoteRoutesOptions;
}

/**
 * A remote's part of the top bar (its TopBar module, the board's running timer) on every signed-in page, loaded
 * without the remote's pages. Nothing while it loads or when it fails: the top bar and the page keep working.
 */
export function RemoteTopBarItem({ name, loadOptions }: RemoteTopBarItemProps) {
  const Item = useMemo(
    () => lazy(() => loadRemoteTopBar(name, loadOptions)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name],
  );
  return (
    <ErrorBoundary fallback={null} onError={(error) => console.warn(`Top bar of remote "${name}" failed`, error)}>
      <Suspense fallback={null}>
        <Item />
      </Suspense>
    </ErrorBoundary>
  );
}
