import { useEffect, useRef, useState, type ComponentPropsWithRef, type FocusEvent } from 'react';
import styled from 'styled-components';
import { DATE_ENTRY_FORMATS, formatDateEntry, parseDateEntry, type Language } from '@taskflow/domain';
import { Input, VisuallyHidden } from '@taskflow/ui-core';
import { deferredComponent } from '../deferred/deferred-component';
import { CalendarIcon } from '../icons';
import { Field, fieldAria, useFieldIds, type FieldBaseProps } from './Field';
import { StyledFieldAdornment, StyledFieldControl } from './Field.styles';

export interface DateFieldProps
  extends
    Omit<
      ComponentPropsWithRef<'input'>,
      'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'required' | 'size' | 'placeholder'
    >,
    FieldBaseProps {
  /**
   * The day as the API takes it (YYYY-MM-DD), '' when empty, or, while what was typed names no day, that text as it
   * is (so a form can refuse it: see isIsoDay in @taskflow/domain).
   */
  value: string;
  onChange: (value: string) => void;
  /** The interface language: the field is typed and shown in its format (de TT.MM.JJJJ, en DD/MM/YYYY). */
  language: Language;
  /** Accessible name of the calendar button and of the calendar, e.g. "Choose due date". */
  calendarLabel: string;
  /** Earliest day offered by the calendar, YYYY-MM-DD. */
  min?: string;
  /** Latest day offered by the calendar, YYYY-MM-DD. */
  max?: string;
}

// The month grid with react-day-picker loads when a calendar is first opened, not with the signed-in app.
const DateCalendar = deferredComponent(
  () => import('./DateCalendar').then((module) => module.DateCalendar),
  undefined,
  { withSession: false },
);

export const StyledCalendarButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

/**
 * A labelled date field typed and shown in the interface's language, not the browser's: German TT.MM.JJJJ, English
 * DD/MM/YYYY (day first, as the app shows dates). Typing accepts any separator, two-digit years and the ISO form;
 * leaving the field writes the day in the language's format. A calendar button opens a month grid (keyboard and
 * screen reader ready). Reports the ISO day (YYYY-MM-DD), '' when emptied, or the text while it names no day.
 */
export function DateField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  value,
  onChange,
  language,
  calendarLabel,
  min,
  max,
  disabled,
  onBlur,
  'aria-describedby': describedBy,
  ...rest
}: DateFieldProps) {
  const format = DATE_ENTRY_FORMATS[language];
  const ids = useFieldIds({ id, hint, error, describedBy });
  const formatId = `${ids.controlId}-format`;
  const [text, setText] = useState(() => formatDateEntry(value, language));
  const [calendarOpen, setCalendarOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A value set from outside (the calendar, a reset, another language) is shown in the language's format; what the
  // person is typing stays as typed while it means the same value.
  const shownLanguage = useRef(language);
  useEffect(() => {
    const languageChanged = shownLanguage.current !== language;
    shownLanguage.current = language;
    setText((current) =>
      !languageChanged && readEntry(current) === value ? current : formatDateEntry(value, language),
    );
  }, [value, language]);

  const change = (next: string) => {
    setText(next);
    onChange(readEntry(next));
  };

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const day = parseDateEntry(text);
    if (day) setText(formatDateEntry(day, language));
    onBlur?.(event);
  };

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      <StyledFieldControl $hasAdornment>
        <Input
          id={ids.controlId}
          type="text"
          autoComplete="off"
          placeholder={format.placeholder}
          value={text}
          disabled={disabled}
          invalid={Boolean(error)}
          {...fieldAria(ids, { error, required })}
          aria-describedby={[formatId, ids.describedBy].filter(Boolean).join(' ')}
          onChange={(event) => change(event.target.value)}
          onBlur={blur}
          {...rest}
        />
        <VisuallyHidden id={formatId}>{format.placeholder}</VisuallyHidden>
        <StyledFieldAdornment>
          <StyledCalendarButton
            ref={buttonRef}
            type="button"
            aria-label={calendarLabel}
            aria-haspopup="dialog"
            aria-expanded={calendarOpen}
            disabled={disabled}
            onPointerEnter={() => void DateCalendar.preload().catch(() => undefined)}
            onClick={() => setCalendarOpen((open) => !open)}
          >
            <CalendarIcon />
          </StyledCalendarButton>
        </StyledFieldAdornment>
      </StyledFieldControl>
      {calendarOpen && buttonRef.current ? (
        <DateCalendar
          anchor={buttonRef.current}
          label={calendarLabel}
          value={parseDateEntry(text) || ''}
          min={min}
          max={max}
          language={language}
          onSelect={(day) => {
            setCalendarOpen(false);
            setText(formatDateEntry(day, language));
            onChange(day);
          }}
          onClose={() => setCalendarOpen(false)}
        />
      ) : null}
    </Field>
  );
}

/** The ISO day a text names, '' for an empty text, or the text itself when it names no day. */
function readEntry(text: string): string {
  const day = parseDateEntry(text);
  return day === null ? text : day;
}
