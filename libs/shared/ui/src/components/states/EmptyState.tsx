import type { ReactNode } from 'react';
import { StatePanel, type StatePanelProps } from '@taskflow/ui-core';

export interface EmptyStateProps extends Omit<StatePanelProps, 'variant' | 'title'> {
  /** One sentence saying what is missing, e.g. "No projects yet." */
  message: string;
  /** The one action that fixes it, if the user may take it, e.g. a "Create project" Button. */
  action?: ReactNode;
}

/** The content area when a list has nothing to show (never a blank page). */
export function EmptyState({ message, ...rest }: EmptyStateProps) {
  return <StatePanel variant="empty" title={message} {...rest} />;
}
