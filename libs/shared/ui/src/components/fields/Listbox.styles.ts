import styled from 'styled-components';

// The drop-down list of ComboboxField and TagInput suggestions, positioned by floating-ui.
export const StyledPopup = styled.div<{ $open: boolean }>`
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  overflow-y: auto;
  max-height: 320px;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const StyledListbox = styled.div``;

export const StyledGroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const StyledOption = styled.div<{ $highlighted: boolean; $selected: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.textDisabled : theme.colors.text)};
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.colors.primarySubtle : 'transparent')};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

export const StyledOptionText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledOptionSecondary = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledOptionCheck = styled.span`
  flex-shrink: 0;
  width: 1em;
  color: ${({ theme }) => theme.colors.primary};
`;

export const StyledPopupEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
