import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Text } from '@taskflow/ui';

const StyledSeats = styled.div<{ $full: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $full }) => ($full ? theme.colors.warningSubtle : theme.colors.surfaceMuted)};
  color: ${({ theme, $full }) => ($full ? theme.colors.warningStrong : theme.colors.text)};
`;

/** Seats used of the plan's limit; a warning when no one more can be invited. */
export function TeamSeats({ used, max }: { used: number; max: number }) {
  const { t } = useTranslation('board');
  const full = used >= max;
  return (
    <StyledSeats $full={full} data-testid="team-seats">
      <Text weight="medium">{t('team.seats', { used, max })}</Text>
      <Text size="sm" muted={!full}>
        {full ? t('team.seatsFull') : t('team.seatsHint')}
      </Text>
    </StyledSeats>
  );
}
