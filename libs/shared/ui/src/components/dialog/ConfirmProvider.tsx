import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmContext, type ConfirmFn, type ConfirmOptions } from '../../state/confirmContext';
import { ConfirmDialog } from '../deferred/interactive';

export interface ConfirmProviderProps {
  children?: ReactNode;
  /** Label of the cancel button when a confirmation sets none, e.g. t('actions.cancel'). */
  cancelLabel: string;
}

interface ConfirmRequest {
  id: number;
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Provides useConfirm(). Shows one confirmation at a time; further requests wait their turn.
 * Rendered once by AppProviders, so every remote shares it.
 */
export function ConfirmProvider({ children, cancelLabel }: ConfirmProviderProps) {
  const [queue, setQueue] = useState<ConfirmRequest[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const nextId = useRef(0);
  const queueRef = useRef(queue);
  useEffect(() => {
    queueRef.current = queue;
  }, [queue]);

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve, reject) => {
        nextId.current += 1;
        const request = { id: nextId.current, options, resolve, reject };
        setQueue((current) => [...current, request]);
      }),
    [],
  );

  // Nobody is left to answer: treat open requests as cancelled.
  useEffect(
    () => () => {
      queueRef.current.forEach((request) => request.resolve(false));
    },
    [],
  );

  const current = queue[0];

  const finish = (request: ConfirmRequest) => {
    setQueue((requests) => requests.filter((candidate) => candidate !== request));
    setPending(false);
    setError(undefined);
  };

  const handleCancel = () => {
    if (!current || pending) return;
    current.resolve(false);
    finish(current);
  };

  const handleConfirm = async () => {
    if (!current || pending) return;
    const { action, errorMessage } = current.options;
    if (!action) {
      current.resolve(true);
      finish(current);
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await action();
      current.resolve(true);
      finish(current);
    } catch (failure) {
      if (errorMessage) {
        setPending(false);
        setError(errorMessage);
      } else {
        current.reject(failure);
        finish(current);
      }
    }
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {current ? (
        <ConfirmDialog
          key={current.id}
          open
          title={current.options.title}
          message={current.options.message}
          confirmLabel={current.options.confirmLabel}
          cancelLabel={current.options.cancelLabel ?? cancelLabel}
          tone={current.options.tone}
          pending={pending}
          error={error}
          onConfirm={() => void handleConfirm()}
          onCancel={handleCancel}
        />
      ) : null}
    </ConfirmContext.Provider>
  );
}
