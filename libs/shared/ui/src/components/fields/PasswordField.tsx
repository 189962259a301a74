import { useState } from 'react';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon } from '../icons';
import { TextField, type TextFieldProps } from './TextField';

export const StyledVisibilityToggle = styled.button`
  border: 0;
  background: transparent;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Accessible name of the toggle while the password is hidden, e.g. "Show password". */
  showPasswordLabel: string;
  /** Accessible name of the toggle while the password is shown, e.g. "Hide password". */
  hidePasswordLabel: string;
}

/** A password input with a show/hide toggle (aria-pressed). */
export function PasswordField({ showPasswordLabel, hidePasswordLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <StyledVisibilityToggle
          type="button"
          aria-pressed={visible}
          aria-label={visible ? hidePasswordLabel : showPasswordLabel}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </StyledVisibilityToggle>
      }
    />
  );
}
