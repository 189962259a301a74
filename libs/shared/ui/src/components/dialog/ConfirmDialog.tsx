import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@taskflow/ui-core';
import { Dialog } from './Dialog';

export type ConfirmTone = 'danger' | 'primary';

export interface ConfirmDialogProps {
  open: boolean;
  /** A question naming the thing, e.g. "Delete project Website-Relaunch?" */
  title: string;
  /** What will be lost, e.g. "Its 12 tasks and all comments are deleted too. This cannot be undone." */
  message: ReactNode;
  /** The action's verb, e.g. "Delete project". */
  confirmLabel: string;
  cancelLabel: string;
  /** 'danger' (default) colours the confirm button red; 'primary' for non-destructive confirmations. */
  tone?: ConfirmTone;
  /** The action is running: the confirm button shows a spinner, nothing can be dismissed. */
  pending?: boolean;
  /** Why the action failed; shown in the dialog as an alert. */
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export const StyledConfirmError = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.errorStrong};
  background: ${({ theme }) => theme.colors.errorSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/**
 * The confirmation every destructive action goes through (never window.confirm). An alertdialog
 * whose focus starts on the safe Cancel button; Escape cancels unless the action is running.
 * Screens usually call useConfirm() instead of rendering it.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  pending = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  // The pressed confirm button is disabled while the action runs; keep focus inside the dialog.
  useEffect(() => {
    if (pending) dialogRef.current?.focus();
  }, [pending]);

  // A failed action hands focus back to the safe choice, next to the error just announced.
  useEffect(() => {
    if (error && !pending) cancelRef.current?.focus();
  }, [error, pending]);

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!pending) onCancel();
      }}
      role="alertdialog"
      size="sm"
      title={title}
      description={
        <>
          {message}
          {error ? <StyledConfirmError role="alert">{error}</StyledConfirmError> : null}
        </>
      }
      busy={pending}
      closeOnOverlayClick={!pending}
      initialFocusRef={cancelRef}
      dialogRef={dialogRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
