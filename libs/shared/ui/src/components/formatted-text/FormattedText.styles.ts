import styled from 'styled-components';

export const StyledFormattedText = styled.div`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol {
    margin: ${({ theme }) => theme.space.xs} 0;
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.lg};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledInlineCode = styled.code`
  padding: 0 4px;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.9em;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const StyledCodeBlock = styled.pre`
  margin: ${({ theme }) => theme.space.xs} 0;
  padding: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export const StyledMention = styled.span`
  padding: 0 4px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primaryActive};
  background: ${({ theme }) => theme.colors.primarySubtle};
  border-radius: ${({ theme }) => theme.radii.sm};
  white-space: nowrap;
`;

/** The text as written, shown for the moment the parser takes to load. */
export const StyledPlainText = styled.p`
  white-space: pre-wrap;
`;
