import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control.styles';

export interface InputProps extends ComponentPropsWithRef<'input'> {
  /** Error styling plus aria-invalid. */
  invalid?: boolean;
}

export const StyledInput = styled.input<{ $invalid: boolean }>`
  ${({ theme, $invalid }) => controlStyles(theme, $invalid)}
`;

/** A bare text input. Prefer TextField, which adds label, hint and error wiring. */
export function Input({ invalid = false, ...rest }: InputProps) {
  return <StyledInput aria-invalid={invalid || undefined} $invalid={invalid} {...rest} />;
}
