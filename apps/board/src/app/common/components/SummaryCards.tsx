import styled from 'styled-components';

export const StyledSummaryCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const StyledSummaryCard = styled.li`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledSummaryValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledSummaryLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SummaryCard {
  key: string;
  label: string;
  value: string;
}

/** Four figures above a list (label first for screen readers, the figure shown large on top). */
export function SummaryCards({ label, cards }: { label: string; cards: SummaryCard[] }) {
  return (
    <StyledSummaryCards aria-label={label}>
      {cards.map((card) => (
        <StyledSummaryCard key={card.key} data-testid={`summary-${card.key}`}>
          <StyledSummaryLabel>{card.label}</StyledSummaryLabel>
          <StyledSummaryValue>{card.value}</StyledSummaryValue>
        </StyledSummaryCard>
      ))}
    </StyledSummaryCards>
  );
}
