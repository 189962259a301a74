import { css } from 'styled-components';
import type { TaskflowTheme } from '../theme/theme';

/** Border, background and focus ring of a text-like control (input, textarea, select, combobox). */
export const controlStyles = (theme: TaskflowTheme, invalid: boolean) => css`
  display: block;
  width: 100%;
  min-height: ${theme.sizes.control};
  padding: ${theme.space.sm} ${theme.space.md};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
  color: ${theme.colors.text};
  background: ${theme.colors.surface};
  border: 1px solid ${invalid ? theme.colors.error : theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  transition:
    border-color ${theme.transitions.fast},
    box-shadow ${theme.transitions.fast};

  &::placeholder {
    color: ${theme.colors.textSubtle};
  }

  &:hover:not(:disabled) {
    border-color: ${invalid ? theme.colors.errorStrong : theme.colors.neutral400};
  }

  &:focus-visible {
    outline: none;
    border-color: ${invalid ? theme.colors.error : theme.colors.primary};
    box-shadow: 0 0 0 3px ${invalid ? theme.colors.errorSubtle : theme.colors.primarySubtle};
  }

  &:disabled {
    color: ${theme.colors.textDisabled};
    background: ${theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;
