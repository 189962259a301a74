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
  /** The toggle's action while the password is hidden, e.g. "Show password"; its name adds the field's label. */
  showPasswordLabel: string;
  /** The toggle's action while the password is shown, e.g. "Hide password"; its name adds the field's label. */
  hidePasswordLabel: string;
}

/**
 * A password input with a show/hide toggle (aria-pressed). The toggle is named after its action and its field, e.g.
 * "Show password (New password)", so the toggles of a form with several password fields are told apart.
 */
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
          aria-label={`${visible ? hidePasswordLabel : showPasswordLabel} (${props.label})`}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </StyledVisibilityToggle>
      }
    />
  );
}
