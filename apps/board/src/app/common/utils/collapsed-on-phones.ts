import { css } from 'styled-components';

// On phones the figures and the filters (all but the search) fold behind one button, so the list starts in view.
export const collapsedOnPhones = ($collapsed: boolean) => css`
  ${({ theme }) => theme.media.mobile} {
    ${$collapsed ? 'display: none;' : ''}
  }
`;
