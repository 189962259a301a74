import styled, { css } from 'styled-components';

export const StyledDropArea = styled.div<{ $active: boolean }>`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg};
  outline: 2px dashed transparent;
  outline-offset: 2px;
  ${({ $active, theme }) =>
    $active &&
    css`
      outline-color: ${theme.colors.primary};
      background: ${theme.colors.primarySubtle};
    `}
`;

export const StyledDropHint = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primaryActive};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  pointer-events: none;
  z-index: 1;
`;

export const StyledFileList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledFileRow = styled.li<{ $tone?: 'error' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorSubtle : theme.colors.surface)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledFileName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledFileMeta = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

export const StyledFileError = styled.span`
  color: ${({ theme }) => theme.colors.errorStrong};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const StyledThumb = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledThumbButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledPreviewImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  object-fit: contain;
`;

/**
 * The name and what is known of the file (size, progress, error), beside the thumbnail; it keeps room for a readable
 * name, so on a phone the actions wrap below it.
 */
export const StyledFileBody = styled.span`
  flex: 1 1 160px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const StyledProgressTrack = styled.span`
  display: block;
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

export const StyledProgressBar = styled.span<{ $share: number }>`
  display: block;
  height: 100%;
  width: ${({ $share }) => Math.round($share * 100)}%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 150ms linear;
`;

/** The row's buttons, at its end (below the name on a narrow screen). */
export const StyledFileActions = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;
