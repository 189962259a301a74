import { useState, type ChangeEvent, type ComponentPropsWithRef, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { clamp, formatDecimal, parseDecimal, sanitiseDecimalInput, stepDecimal } from '../../utils/decimal';
import { Input } from '@taskflow/ui-core';
import { Field, fieldAria, useFieldIds, type FieldBaseProps } from './Field';
import { StyledFieldControl } from './Field.styles';

export interface NumberFieldProps
  extends
    Omit<
      ComponentPropsWithRef<'input'>,
      'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step' | 'required' | 'size'
    >,
    FieldBaseProps {
  /** The number, or null when the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Arrow keys and the buttons move by this much. Default 1 (e.g. 0.5 for hours). */
  step?: number;
  /** Locale for the decimal separator shown, e.g. 'de' shows 2,5. Typing accepts both. Default 'en'. */
  locale?: string;
  /** Accessible names of the − and + buttons; the buttons are shown only when both are given. */
  decrementLabel?: string;
  incrementLabel?: string;
}

export const StyledStepButton = styled.button`
  flex-shrink: 0;
  width: ${({ theme }) => theme.sizes.control};
  min-height: ${({ theme }) => theme.sizes.control};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.neutral200};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
    cursor: not-allowed;
  }
`;

export const StyledNumberControl = styled(StyledFieldControl)`
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * A labelled decimal number input (role spinbutton). Typing accepts "2,5" and "2.5"; ArrowUp and
 * ArrowDown step (PageUp/PageDown by ten steps, Home/End to min/max); leaving the field keeps the
 * value within min and max. Reports a number, or null when empty.
 */
export function NumberField({
  label,
  hint,
  error,
  required,
  hideLabel,
  id,
  value,
  onChange,
  min,
  max,
  step = 1,
  locale = 'en',
  decrementLabel,
  incrementLabel,
  disabled,
  onBlur,
  onKeyDown,
  'aria-describedby': describedBy,
  ...rest
}: NumberFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const [text, setText] = useState(() => formatDecimal(value, locale));
  const [shownValue, setShownValue] = useState(value);

  // A new value from outside (reset, server data) replaces the text, unless the text already says it.
  if (value !== shownValue) {
    setShownValue(value);
    if (parseDecimal(text) !== value) setText(formatDecimal(value, locale));
  }

  const commit = (next: number | null) => {
    setText(formatDecimal(next, locale));
    if (next !== value) onChange(next);
  };

  const stepBy = (direction: 1 | -1, times = 1) => {
    let next = value;
    for (let i = 0; i < times; i += 1) next = stepDecimal(next, { step, direction, min, max });
    commit(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const nextText = sanitiseDecimalInput(event.target.value, min === undefined || min < 0);
    setText(nextText);
    const parsed = parseDecimal(nextText);
    if (parsed !== value) onChange(parsed);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    commit(value === null ? null : clamp(value, min, max));
    onBlur?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const actions: Record<string, () => void> = {
      ArrowUp: () => stepBy(1),
      ArrowDown: () => stepBy(-1),
      PageUp: () => stepBy(1, 10),
      PageDown: () => stepBy(-1, 10),
      ...(min !== undefined ? { Home: () => commit(min) } : {}),
      ...(max !== undefined ? { End: () => commit(max) } : {}),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const withButtons = Boolean(decrementLabel && incrementLabel);

  return (
    <Field ids={ids} label={label} hint={hint} error={error} required={required} hideLabel={hideLabel}>
      <StyledNumberControl>
        {withButtons ? (
          <StyledStepButton
            type="button"
            tabIndex={-1}
            aria-label={decrementLabel}
            aria-controls={ids.controlId}
            disabled={disabled || (min !== undefined && value !== null && value <= min)}
            onClick={() => stepBy(-1)}
          >
            <span aria-hidden="true">−</span>
          </StyledStepButton>
        ) : null}
        <Input
          id={ids.controlId}
          type="text"
          inputMode="decimal"
          role="spinbutton"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-valuenow={value ?? undefined}
          aria-valuemin={min}
          aria-valuemax={max}
          invalid={Boolean(error)}
          onChange={handleChange}
          onBlur={handleBlur}
          onKeyDown={handleKeyDown}
          {...fieldAria(ids, { error, required })}
          {...rest}
        />
        {withButtons ? (
          <StyledStepButton
            type="button"
            tabIndex={-1}
            aria-label={incrementLabel}
            aria-controls={ids.controlId}
            disabled={disabled || (max !== undefined && value !== null && value >= max)}
            onClick={() => stepBy(1)}
          >
            <span aria-hidden="true">+</span>
          </StyledStepButton>
        ) : null}
      </StyledNumberControl>
    </Field>
  );
}
