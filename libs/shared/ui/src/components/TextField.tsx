import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Input } from './Input';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label (translated by the caller). */
  label: string;
  /** Error message; sets aria-invalid and is linked through aria-describedby. */
  error?: string;
  /** Help text under the field, linked through aria-describedby. */
  hint?: ReactNode;
  /** Element placed at the right edge inside the field, e.g. a show/hide password button. */
  endAdornment?: ReactNode;
}

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
`;

export const StyledFieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledFieldControl = styled.div<{ $hasAdornment: boolean }>`
  position: relative;
  display: flex;
  align-items: center;

  ${({ $hasAdornment }) => ($hasAdornment ? 'input { padding-right: 44px; }' : '')}
`;

export const StyledFieldAdornment = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.xs};
  display: flex;
  align-items: center;
`;

export const StyledFieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledFieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.errorStrong};
`;

export function TextField({
  label,
  error,
  hint,
  endAdornment,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <StyledField>
      <StyledFieldLabel htmlFor={inputId}>{label}</StyledFieldLabel>
      <StyledFieldControl $hasAdornment={Boolean(endAdornment)}>
        <Input id={inputId} type={type} invalid={Boolean(error)} aria-describedby={describedByIds} {...rest} />
        {endAdornment ? <StyledFieldAdornment>{endAdornment}</StyledFieldAdornment> : null}
      </StyledFieldControl>
      {hint ? <StyledFieldHint id={hintId}>{hint}</StyledFieldHint> : null}
      {error ? <StyledFieldError id={errorId}>{error}</StyledFieldError> : null}
    </StyledField>
  );
}
