import styled from 'styled-components';

/** On phones: the button that folds the filters (all but the search) away, so the page's content starts in view. */
export const StyledFiltersToggle = styled.button`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.lg};
    cursor: pointer;
  }
`;
