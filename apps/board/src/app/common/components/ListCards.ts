import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@taskflow/ui';

/** A list's grid view: cards of at least 260 px side by side. */
export const StyledCardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A card opened by the link it holds (StyledCardLink); the card shows that link's focus. */
export const StyledLinkedCard = styled(Card)`
  position: relative;
  height: 100%;
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** The card's title link; its click area covers the whole card. */
export const StyledCardLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/** The name in a list's table view, linked to the detail page. */
export const StyledNameLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
