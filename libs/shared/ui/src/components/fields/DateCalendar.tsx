import { type KeyboardEvent } from 'react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { DayPicker } from 'react-day-picker';
import { de, enGB } from 'react-day-picker/locale';
import { localDay, toDate, type Language } from '@taskflow/domain';
import { StyledDateCalendar } from './DateCalendar.styles';

export interface DateCalendarProps {
  /** The button the calendar opens from; it gets focus back when the calendar closes. */
  anchor: HTMLElement;
  /** Accessible name of the calendar dialog, e.g. "Choose due date". */
  label: string;
  /** The chosen ISO day, or '' (the calendar then opens on today, or on `min` when today is before it). */
  value: string;
  min?: string;
  max?: string;
  language: Language;
  onSelect: (day: string) => void;
  onClose: () => void;
}

const LOCALES = { de, en: enGB } as const;

/**
 * The month grid of DateField in a non-modal popup: focus starts on the chosen day (or today); arrow keys move by day
 * and week, Page Up/Down by month (with Shift by year), Home/End to the week's ends; Enter or Space chooses; Escape,
 * Tab away or a click outside closes, and focus returns to the calendar button. Loaded on first use (react-day-picker
 * with its date-fns locales).
 */
export function DateCalendar({ anchor, label, value, min, max, language, onSelect, onClose }: DateCalendarProps) {
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: anchor },
    placement: 'bottom-end',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const { getFloatingProps } = useInteractions([
    useRole(context, { role: 'dialog' }),
    // Escape is handled below, so that it closes the calendar and not a dialog around the field.
    useDismiss(context, { escapeKey: false }),
  ]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const selected = toDate(value) ?? undefined;
  const earliest = toDate(min ?? null);
  const latest = toDate(max ?? null);
  const today = new Date();
  const opening = selected ?? (earliest && earliest > today ? earliest : today);
  const disabled = [...(earliest ? [{ before: earliest }] : []), ...(latest ? [{ after: latest }] : [])];

  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus>
        <StyledDateCalendar
          ref={refs.setFloating}
          style={floatingStyles}
          aria-label={label}
          data-testid="date-calendar"
          {...getFloatingProps({ onKeyDown: closeOnEscape })}
        >
          <DayPicker
            mode="single"
            required
            locale={LOCALES[language]}
            weekStartsOn={1}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the user's own press: the grid takes the focus (WAI-ARIA date picker dialog)
            autoFocus
            defaultMonth={opening}
            selected={selected}
            disabled={disabled}
            showOutsideDays
            onSelect={(day: Date) => onSelect(localDay(day))}
          />
        </StyledDateCalendar>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
