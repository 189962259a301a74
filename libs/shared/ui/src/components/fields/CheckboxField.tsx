import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, useFieldIds } from './Field';
import { StyledFieldHint, StyledRequiredMarker } from './Field.styles';

export interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'required'> {
  /** Visible label (translated by the caller); may contain links, e.g. to /terms. */
  label: ReactNode;
  /** Error message; sets aria-invalid, is linked through aria-describedby and announced. */
  error?: string;
  hint?: ReactNode;
  /** Shows a required marker and sets aria-required (no native validation). */
  required?: boolean;
}

export const StyledCheckboxField = styled.div`
  display: flex;
  flex-direction: column;
`;

export const StyledCheckboxLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textDisabled : theme.colors.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const StyledCheckboxInput = styled.input<{ $invalid: boolean }>`
  flex-shrink: 0;
  width: 16px;
  height: 16px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
  ${({ theme, $invalid }) => ($invalid ? `outline: 2px solid ${theme.colors.error}; outline-offset: 1px;` : '')}
`;

/** A checkbox with its label on the right, hint and per-field error. */
export function CheckboxField({
  label,
  error,
  hint,
  required,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });

  return (
    <StyledCheckboxField>
      <StyledCheckboxLabel htmlFor={ids.controlId} $disabled={Boolean(disabled)}>
        <StyledCheckboxInput
          id={ids.controlId}
          type="checkbox"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          aria-describedby={ids.describedBy}
          $invalid={Boolean(error)}
          {...rest}
        />
        <span>
          {label}
          {required ? <StyledRequiredMarker aria-hidden="true"> *</StyledRequiredMarker> : null}
        </span>
      </StyledCheckboxLabel>
      {hint ? <StyledFieldHint id={ids.hintId}>{hint}</StyledFieldHint> : null}
      <FieldError id={ids.errorId} error={error} />
    </StyledCheckboxField>
  );
}

/** The former name of CheckboxField; kept for existing screens. */
export const Checkbox = CheckboxField;
export type CheckboxProps = CheckboxFieldProps;
