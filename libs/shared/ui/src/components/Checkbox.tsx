import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { StyledFieldError, StyledFieldHint } from './TextField';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Visible label (translated by the caller); may contain links, e.g. to /terms. */
  label: ReactNode;
  /** Error message; sets aria-invalid and is linked through aria-describedby. */
  error?: string;
  hint?: ReactNode;
}

export const StyledCheckboxField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
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

export function Checkbox({
  label,
  error,
  hint,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-checkbox`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <StyledCheckboxField>
      <StyledCheckboxLabel htmlFor={inputId} $disabled={Boolean(disabled)}>
        <StyledCheckboxInput
          id={inputId}
          type="checkbox"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          $invalid={Boolean(error)}
          {...rest}
        />
        <span>{label}</span>
      </StyledCheckboxLabel>
      {hint ? <StyledFieldHint id={hintId}>{hint}</StyledFieldHint> : null}
      {error ? <StyledFieldError id={errorId}>{error}</StyledFieldError> : null}
    </StyledCheckboxField>
  );
}
