import styled from 'styled-components';

// The frame every field shares: label row, control, hint and error. No flex gap, so the
// always-present (often empty) error live region takes no space.
export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
`;

export const StyledFieldLabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

export const StyledFieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledRequiredMarker = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.errorStrong};
`;

export const StyledFieldControl = styled.div<{ $hasAdornment?: boolean }>`
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
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledFieldErrorRegion = styled.div``;

export const StyledFieldError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.errorStrong};
`;
