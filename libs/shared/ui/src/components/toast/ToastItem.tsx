import { isToastExiting, type Toast, type ToastType } from '../../state/toastReducer';
import {
  StyledToast,
  StyledToastBody,
  StyledToastClose,
  StyledToastIcon,
  StyledToastMessage,
  StyledToastProgress,
  StyledToastTitle,
} from './Toast.styles';

// Decorative glyphs only (aria-hidden); the meaning is carried by the role and the text.
const icons: Record<ToastType, string> = {
  success: '✓',
  error: '!',
  warning: '!',
  info: 'i',
};

export interface ToastItemProps {
  toast: Toast;
  closeLabel: string;
  /** Called by the close button; the provider starts the exit animation. */
  onClose: (id: string) => void;
}

export function ToastItem({ toast, closeLabel, onClose }: ToastItemProps) {
  const { id, duration } = toast;
  const exiting = isToastExiting(toast);
  const isError = toast.type === 'error';
  const timed = Number.isFinite(duration);

  return (
    <StyledToast
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-type={toast.type}
      data-toast-id={id}
      data-state={exiting ? 'exiting' : 'visible'}
      onKeyDown={(event) => {
        // Escape in a toast closes it (and not a dialog behind it).
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose(id);
      }}
      $type={toast.type}
      $exiting={exiting}
    >
      <StyledToastIcon aria-hidden="true" $type={toast.type}>
        {icons[toast.type]}
      </StyledToastIcon>
      <StyledToastBody>
        {toast.title ? <StyledToastTitle>{toast.title}</StyledToastTitle> : null}
        <StyledToastMessage>{toast.message}</StyledToastMessage>
      </StyledToastBody>
      <StyledToastClose type="button" aria-label={closeLabel} onClick={() => onClose(id)}>
        <span aria-hidden="true">×</span>
      </StyledToastClose>
      {timed ? (
        <StyledToastProgress
          aria-hidden="true"
          data-testid="toast-progress"
          $type={toast.type}
          style={{ animationDuration: `${duration}ms` }}
        />
      ) : null}
    </StyledToast>
  );
}
