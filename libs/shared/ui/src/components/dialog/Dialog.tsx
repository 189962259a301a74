import {
  useId,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type MutableRefObject,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { FloatingFocusManager, FloatingPortal, useFloating, useMergeRefs } from '@floating-ui/react';
import {
  StyledDialog,
  StyledDialogBody,
  StyledDialogClose,
  StyledDialogDescription,
  StyledDialogFooter,
  StyledDialogHeader,
  StyledDialogHeading,
  StyledDialogOverlay,
  StyledDialogTitle,
  type DialogSize,
} from './Dialog.styles';
import { useToastFloor } from '../../hooks/useToastFloor';

export type { DialogSize };

export interface DialogProps {
  open: boolean;
  /** Called on Escape, an overlay click or the close button; the caller sets open to false. */
  onClose: () => void;
  /** The dialog's name (aria-labelledby), shown as its heading. */
  title: ReactNode;
  /** Optional text under the title, linked through aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Save buttons (Save may be `type="submit" form="…"`). */
  footer?: ReactNode;
  /** Width on larger screens: sm 420 px, md 560 px (default), lg 760 px. Phones get a full-screen sheet. */
  size?: DialogSize;
  /** Close when the dark overlay is clicked. Default true; turn off for forms with unsaved input. */
  closeOnOverlayClick?: boolean;
  /** Close on Escape. Default true. */
  closeOnEscape?: boolean;
  /** Accessible name of a × close button in the header; without it there is no such button. */
  closeLabel?: string;
  /**
   * Element focused on open. Default: the first focusable element after the close button
   * (usually the first field), or the dialog itself when there is none.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt. Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Marks the dialog busy (aria-busy), e.g. while saving. */
  busy?: boolean;
  /** Ref to the dialog element (focusable with tabIndex -1). */
  dialogRef?: Ref<HTMLDivElement>;
  /**
   * Where focus goes when the dialog closes, looked up at that moment: for an opener the page re-renders meanwhile
   * (a task card that moved to another column). Default, and when it answers null: the element that had focus when
   * the dialog opened.
   */
  returnFocus?: () => HTMLElement | null;
}

// Toasts shown while a dialog is open must stay readable and clickable.
const toastRegions = () => Array.from(document.querySelectorAll<HTMLElement>('[data-toast-region]'));

/**
 * A modal dialog in a portal. Focus moves in and is trapped (floating-ui), returns to the
 * element that opened it, the page behind does not scroll and is hidden from screen readers.
 * Escape and the overlay close it. At phone width it becomes a full-screen sheet.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnOverlayClick = true,
  closeOnEscape = true,
  closeLabel,
  initialFocusRef,
  role = 'dialog',
  busy = false,
  dialogRef,
  returnFocus,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const { refs, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  const ref = useMergeRefs([refs.setFloating, dialogRef]);
  // floating-ui reads a returnFocus ref when the dialog closes; this one looks the element up right then.
  const openedFrom = useRef<Element | null>(null);
  if (openedFrom.current === null && typeof document !== 'undefined') openedFrom.current = document.activeElement;
  const returnTarget = useMemo(
    () =>
      returnFocus
        ? {
            get current(): HTMLElement | null {
              const target = returnFocus();
              if (target?.isConnected) return target;
              const opener = openedFrom.current;
              return opener instanceof HTMLElement && opener.isConnected ? opener : null;
            },
          }
        : true,
    [returnFocus],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here rather than on the document, so only the topmost of nested dialogs closes.
    event.stopPropagation();
    if (closeOnEscape) onClose();
  };

  // Only a press that starts and ends on the overlay closes: a text selection dragged out of the
  // dialog must not.
  const pressStartedOnOverlay = useRef(false);
  const handleOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const handleOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnOverlayClick && pressStartedOnOverlay.current && event.target === event.currentTarget) onClose();
  };

  return (
    <FloatingPortal>
      <StyledDialogOverlay
        lockScroll
        onMouseDown={handleOverlayMouseDown}
        onClick={handleOverlayClick}
        data-testid="dialog-overlay"
      >
        <FloatingFocusManager
          context={context}
          initialFocus={initialFocusRef ?? (closeLabel ? 1 : 0)}
          returnFocus={returnTarget as MutableRefObject<HTMLElement | null> | true}
          getInsideElements={toastRegions}
        >
          <StyledDialog
            ref={ref}
            role={role}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description ? descriptionId : undefined}
            aria-busy={busy || undefined}
            tabIndex={-1}
            $size={size}
            onKeyDown={handleKeyDown}
          >
            <StyledDialogHeader>
              <StyledDialogHeading>
                <StyledDialogTitle id={titleId}>{title}</StyledDialogTitle>
                {description ? (
                  <StyledDialogDescription id={descriptionId}>{description}</StyledDialogDescription>
                ) : null}
              </StyledDialogHeading>
              {closeLabel ? (
                <StyledDialogClose type="button" aria-label={closeLabel} onClick={onClose}>
                  <span aria-hidden="true">×</span>
                </StyledDialogClose>
              ) : null}
            </StyledDialogHeader>
            {children ? <StyledDialogBody>{children}</StyledDialogBody> : null}
            {footer ? <DialogFooter>{footer}</DialogFooter> : null}
          </StyledDialog>
        </FloatingFocusManager>
      </StyledDialogOverlay>
    </FloatingPortal>
  );
}

/** The dialog's actions; toasts stay above them. */
function DialogFooter({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useToastFloor(ref);
  return <StyledDialogFooter ref={ref}>{children}</StyledDialogFooter>;
}
