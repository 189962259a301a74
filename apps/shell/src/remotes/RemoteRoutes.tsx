import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { RouteTableGuard } from '@taskflow/app-providers';
import type { RemoteName } from '@taskflow/contracts';
import { LoadingView } from '@taskflow/ui-core';
import { loadRemoteRoutes, type LoadRemoteRoutesOptions } from './load-remote-routes';
import { REMOTE_AREAS } from './remote-areas';
import { RemoteFallback } from './RemoteFallback';

export interface RemoteRoutesProps {
  name: RemoteName;
  loadOptions?: LoadRemoteRoutesOptions;
  /** The launch switch; from /app-config.json when left out. */
  preLaunch?: boolean;
}

/**
 * Mounts a remote at its area: loads its pages, route table and texts, then applies the table's
 * launch and role rules and publishes the page title. If the remote cannot be loaded or crashes,
 * a retry panel takes its place.
 */
export function RemoteRoutes({ name, loadOptions, preLaunch }: RemoteRoutesProps) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, because React caches a rejected lazy load forever.
  const Remote = useMemo(
    () =>
      lazy(async () => {
        const remote = await loadRemoteRoutes(name, loadOptions);
        const { base, dashboard } = REMOTE_AREAS[name];
        const Pages = remote.default;
        return {
          default: function GuardedRemotePages({ preLaunch }: { preLaunch?: boolean }) {
            return (
              <RouteTableGuard
                routes={remote.routes}
                base={base}
                unknownPathsClosedBeforeLaunch={dashboard}
                preLaunch={preLaunch}
              >
                <Pages />
              </RouteTableGuard>
            );
          },
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, attempt],
  );

  return (
    <ErrorBoundary
      resetKeys={[name, attempt]}
      onError={(error) => console.warn(`Remote "${name}" failed`, error)}
      fallbackRender={() => <RemoteFallback name={name} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<LoadingView label={t('loading')} />}>
        <Remote preLaunch={preLaunch} />
      </Suspense>
    </ErrorBoundary>
  );
}
