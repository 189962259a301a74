import { lazy, Suspense, useMemo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemoteName } from '@taskflow/contracts';
import { loadRemoteRoutes, type LoadRemoteRoutesOptions } from './load-remote-routes';

export interface RemoteTopBarItemProps {
  name: RemoteName;
  loadOptions?: LoadRemoteRoutesOptions;
}

const Nothing = () => null;

/**
 * A remote's part of the top bar (its Routes module's `topBar`, the board's running timer) on every signed-in page,
 * loaded as the remote's pages are. Nothing while it loads, when the remote has none, or when it fails: the top bar
 * and the page keep working.
 */
export function RemoteTopBarItem({ name, loadOptions }: RemoteTopBarItemProps) {
  const Item = useMemo(
    () =>
      lazy(async () => {
        const remote = await loadRemoteRoutes(name, loadOptions);
        return { default: remote.topBar ?? Nothing };
      }),
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
