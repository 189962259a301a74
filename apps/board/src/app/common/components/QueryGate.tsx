import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@taskflow/ui';

/** What the gate reads of a query: an RTK Query hook's result has all of it. */
export interface GatedQuery<T> {
  data?: T;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryGateProps<T> {
  query: GatedQuery<T>;
  /** Shown while the first answer is awaited (a LoadingState shaped like the content). */
  loading: ReactNode;
  /** The error's title; its Retry button reads the query again. */
  errorMessage: string;
  /** Default: the common "Retry". */
  retryLabel?: string;
  /** A second action beside Retry, e.g. back to the list. */
  errorAction?: ReactNode;
  /** Whether Retry shows the new attempt (busy and disabled while it runs). Default true. */
  showRetrying?: boolean;
  /** Shown instead of the error when the object is not there: a not-found status, or an answer without data. */
  notFound?: ReactNode;
  /** The statuses that mean "not there". Default 404. */
  notFoundStatuses?: readonly number[];
  /**
   * Keep showing the last answer when a later read fails (a detail page, a dialog). Without it a failed read shows
   * the error even over data read before (a list then offers Retry rather than rows that may be gone).
   */
  keepData?: boolean;
  children: (data: T) => ReactNode;
}

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/**
 * The states of a screen (or a part) that shows one query: loading, not found, error with retry, then the content.
 * One place decides them, so every screen offers the same ways out.
 */
export function QueryGate<T>({
  query,
  loading,
  errorMessage,
  retryLabel,
  errorAction,
  showRetrying = true,
  notFound,
  notFoundStatuses = [404],
  keepData = false,
  children,
}: QueryGateProps<T>) {
  const { t } = useTranslation('board');
  const { data } = query;
  if (keepData && data !== undefined) return <>{children(data)}</>;
  if (query.isLoading) return <>{loading}</>;
  if (data !== undefined && !query.isError) return <>{children(data)}</>;
  const status = statusOf(query.error);
  if (notFound !== undefined && (!query.isError || (typeof status === 'number' && notFoundStatuses.includes(status))))
    return <>{notFound}</>;
  return (
    <ErrorState
      message={errorMessage}
      retryLabel={retryLabel ?? t('common:actions.retry')}
      onRetry={() => void query.refetch()}
      retrying={showRetrying ? query.isFetching : undefined}
      extraAction={errorAction}
    />
  );
}
