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
  /** Epoch ms since when the visible toasts wait (pointer over them or focus in them); null while their time runs. */
  pausedAt: number | null;
}

export type ToastAction =
  | { type: 'toast/added'; toast: Omit<Toast, 'exitStartedAt'> }
  | { type: 'toast/exitStarted'; id: string; at: number }
  | { type: 'toast/removed'; id: string }
  | { type: 'toast/paused'; at: number }
  | { type: 'toast/resumed'; at: number };

export const initialToastState: ToastState = { toasts: [], pausedAt: null };

export const isToastExiting = (toast: Toast): boolean => toast.exitStartedAt !== null;

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'toast/added':
      if (state.toasts.some((toast) => toast.id === action.toast.id)) return state;
      return { ...state, toasts: [...state.toasts, { ...action.toast, exitStartedAt: null }] };
    case 'toast/exitStarted':
      if (!state.toasts.some((toast) => toast.id === action.id && !isToastExiting(toast))) return state;
      return {
        ...state,
        toasts: state.toasts.map((toast) => (toast.id === action.id ? { ...toast, exitStartedAt: action.at } : toast)),
      };
    case 'toast/removed':
      if (!state.toasts.some((toast) => toast.id === action.id)) return state;
      return { ...state, toasts: state.toasts.filter((toast) => toast.id !== action.id) };
    case 'toast/paused':
      return state.pausedAt === null ? { ...state, pausedAt: action.at } : state;
    case 'toast/resumed': {
      const { pausedAt } = state;
      if (pausedAt === null) return state;
      // The time spent waiting is given back: each visible toast's deadline moves on by it.
      const waited = Math.max(0, action.at - pausedAt);
      return {
        pausedAt: null,
        toasts: state.toasts.map((toast) =>
          isToastExiting(toast) ? toast : { ...toast, createdAt: toast.createdAt + waited },
        ),
      };
    }
    default:
      return state;
  }
}
