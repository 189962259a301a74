import type { ReactNode } from 'react';
import { Button } from '@taskflow/ui-core';
import { StatePanel, type StatePanelProps } from '@taskflow/ui-core';

export interface ErrorStateProps extends Omit<StatePanelProps, 'variant' | 'title' | 'action'> {
  /** The screen's error text, e.g. "Projects could not be loaded." */
  message: string;
  /** Label of the retry button, e.g. t('actions.retry'). */
  retryLabel: string;
  onRetry: () => void;
  /** A retry is running: the button shows a spinner. */
  retrying?: boolean;
  /** Further actions next to Retry, e.g. a Back link. */
  extraAction?: ReactNode;
}

/** The content area when loading failed: the message (announced, role="alert") and a Retry button. */
export function ErrorState({ message, retryLabel, onRetry, retrying = false, extraAction, ...rest }: ErrorStateProps) {
  return (
    <StatePanel
      variant="error"
      title={message}
      action={
        <>
          <Button variant="secondary" loading={retrying} onClick={onRetry}>
            {retryLabel}
          </Button>
          {extraAction}
        </>
      }
      {...rest}
    />
  );
}
