import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@taskflow/contracts';
import { LoadingView } from '@taskflow/ui';
import { loadRemoteRoutes, type LoadRemoteRoutesOptions } from './load-remote-routes';
import { RemoteFallback } from './RemoteFallback';

export interface RemoteRoutesProps {
  name: RemoteName;
  loadOptions?: LoadRemoteRoutesOptions;
}

/** Renders a remote's routes; if the remote cannot be loaded or crashes, a retry panel takes its place. */
export function RemoteRoutes({ name, loadOptions }: RemoteRoutesProps) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, because React caches a rejected lazy load forever.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Remote = useMemo(() => lazy(() => loadRemoteRoutes(name, loadOptions)), [name, attempt]);

  return (
    <ErrorBoundary
      resetKeys={[name, attempt]}
      onError={(error) => console.warn(`Remote "${name}" failed`, error)}
      fallbackRender={() => <RemoteFallback name={name} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<LoadingView label={t('loading')} />}>
        <Remote />
      </Suspense>
    </ErrorBoundary>
  );
}
