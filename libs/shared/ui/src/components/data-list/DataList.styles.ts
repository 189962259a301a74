import styled, { css } from 'styled-components';

export type CellAlign = 'start' | 'center' | 'end';

export const StyledDataListWrapper = styled.div`
  width: 100%;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};

  ${({ theme }) => theme.media.mobile} {
    overflow: visible;
    background: transparent;
    border: 0;
  }
`;

export const StyledDataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.mobile} {
    &,
    tbody {
      display: block;
    }
    thead {
      display: none;
    }
  }
`;

export const StyledCaption = styled.caption`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledHeaderCell = styled.th<{ $align: CellAlign; $width?: string }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textSubtle};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $width }) => ($width ? `width: ${$width};` : '')}
`;

export const StyledSortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `-${theme.space.xs} -${theme.space.sm}`};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : 'inherit')};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.neutral200};
  }

  svg {
    opacity: ${({ $active }) => ($active ? 1 : 0.45)};
  }
`;

export const StyledRow = styled.tr<{ $clickable: boolean }>`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }

  ${({ theme, $clickable }) =>
    $clickable
      ? css`
          cursor: pointer;
          &:hover {
            background: ${theme.colors.surfaceMuted};
          }
          &:focus-visible {
            outline: 2px solid ${theme.colors.focusRing};
            outline-offset: -2px;
          }
        `
      : ''}

  /* At phone width every row is a card; each cell shows its column name. */
  ${({ theme }) => theme.media.mobile} {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};

    &:last-child {
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

export const StyledCell = styled.td<{ $align: CellAlign; $primary: boolean; $hideOnPhone: boolean }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme, $primary }) => ($primary ? theme.fontWeights.medium : theme.fontWeights.regular)};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.mobile} {
    display: ${({ $hideOnPhone }) => ($hideOnPhone ? 'none' : 'flex')};
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    text-align: end;

    ${({ theme, $primary }) =>
      $primary
        ? css`
            padding-bottom: ${theme.space.sm};
            font-size: ${theme.fontSizes.md};
            text-align: start;
          `
        : css`
            &::before {
              content: attr(data-label);
              flex-shrink: 0;
              text-align: start;
              color: ${theme.colors.textMuted};
            }
          `}
  }
`;
