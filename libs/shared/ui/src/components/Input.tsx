import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export interface InputProps extends ComponentPropsWithRef<'input'> {
  /** Error styling plus aria-invalid. */
  invalid?: boolean;
}

export const StyledInput = styled.input<{ $invalid: boolean }>`
  display: block;
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.errorStrong : theme.colors.neutral400)};
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.primary)};
    box-shadow: 0 0 0 3px ${({ theme, $invalid }) => ($invalid ? theme.colors.errorSubtle : theme.colors.primarySubtle)};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textDisabled};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

/** A bare text input. Prefer TextField, which adds label, hint and error wiring. */
export function Input({ invalid = false, ...rest }: InputProps) {
  return <StyledInput aria-invalid={invalid || undefined} $invalid={invalid} {...rest} />;
}
