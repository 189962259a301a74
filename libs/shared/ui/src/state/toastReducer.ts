export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: string;
  type: ToastType;
  title?: string;
  message: string;
  /** Milliseconds before the exit starts; Infinity means it stays until closed. */
  duration: number;
  /** Epoch ms when it was shown. */
  createdAt: number;
  /** Epoch ms when its exit animation started; null while visible. */
  exitStartedAt: number | null;
}

export interface ToastState {
  toasts: Toast[];
}

export type ToastAction =
  | { type: 'toast/added'; toast: Omit<Toast, 'exitStartedAt'> }
  | { type: 'toast/exitStarted'; id: string; at: number }
  | { type: 'toast/removed'; id: string };

export const initialToastState: ToastState = { toasts: [] };

export const isToastExiting = (toast: Toast): boolean => toast.exitStartedAt !== null;

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'toast/added':
      if (state.toasts.some((toast) => toast.id === action.toast.id)) return state;
      return { toasts: [...state.toasts, { ...action.toast, exitStartedAt: null }] };
    case 'toast/exitStarted':
      if (!state.toasts.some((toast) => toast.id === action.id && !isToastExiting(toast))) return state;
      return {
        toasts: state.toasts.map((toast) => (toast.id === action.id ? { ...toast, exitStartedAt: action.at } : toast)),
      };
    case 'toast/removed':
      if (!state.toasts.some((toast) => toast.id === action.id)) return state;
      return { toasts: state.toasts.filter((toast) => toast.id !== action.id) };
    default:
      return state;
  }
}
