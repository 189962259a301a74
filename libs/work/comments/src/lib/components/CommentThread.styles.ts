import styled from 'styled-components';
import { Form, FormattedText } from '@taskflow/ui';

export const StyledCommentThread = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const StyledCommentList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A comment; internal ones sit on the muted surface (screens.md: distinct muted background). */
export const StyledCommentItem = styled.li<{ $internal: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px ${({ $internal }) => ($internal ? 'dashed' : 'solid')}
    ${({ theme, $internal }) => ($internal ? theme.colors.borderStrong : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $internal }) => ($internal ? theme.colors.surfaceMuted : theme.colors.surface)};
`;

export const StyledCommentHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledAuthor = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledMeta = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

type TagTone = 'internal' | 'new' | 'neutral' | 'visible';

export const StyledTag = styled.span<{ $tone: TagTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  background: ${({ theme, $tone }) =>
    $tone === 'internal'
      ? theme.colors.neutral200
      : $tone === 'new'
        ? theme.colors.primarySubtle
        : $tone === 'visible'
          ? theme.colors.infoSubtle
          : theme.colors.neutral100};
  color: ${({ theme, $tone }) =>
    $tone === 'internal'
      ? theme.colors.neutral700
      : $tone === 'new'
        ? theme.colors.primaryActive
        : $tone === 'visible'
          ? theme.colors.infoStrong
          : theme.colors.textMuted};
`;

export const StyledCommentBody = styled(FormattedText)`
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

export const StyledCommentFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/** Edit and delete stay together at the end of the footer, also when it wraps on a phone. */
export const StyledCommentActions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;

export const StyledComposer = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledComposerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  > button:last-child {
    margin-left: auto;
  }
`;

export const StyledVisibilityChoice = styled.fieldset`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** One option of the visibility choice: a radio drawn as a segment (arrow keys move between them). */
export const StyledVisibilityOption = styled.label<{ $checked: boolean; $internal: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  background: ${({ theme, $checked, $internal }) =>
    !$checked ? theme.colors.surface : $internal ? theme.colors.neutral200 : theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.text};

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledNote = styled.p<{ $tone: 'info' | 'error' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorSubtle : theme.colors.infoSubtle)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorStrong : theme.colors.infoStrong)};
`;

export const StyledSendRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;
