import { useContext } from 'react';
import { ConfirmContext, type ConfirmFn } from '../state/confirmContext';

/**
 * The confirmation of the nearest ConfirmProvider, e.g.
 * `if (await confirm({ title, message, confirmLabel })) …`. The function is stable across renders.
 */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) {
    throw new Error('useConfirm must be used inside a <ConfirmProvider> (rendered by SessionProviders).');
  }
  return confirm;
}
