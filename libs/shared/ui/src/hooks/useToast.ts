import { useContext } from 'react';
import { ToastContext, type ToastApi } from '../state/toastContext';

/** The toast API of the nearest ToastProvider. The returned object is stable across renders. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('useToast must be used inside a <ToastProvider> (rendered once by the shell).');
  }
  return api;
}
