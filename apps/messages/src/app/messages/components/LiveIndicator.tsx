import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRealtimeStatus } from '@taskflow/realtime';

export const StyledLiveIndicator = styled.span<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $live }) => ($live ? theme.colors.successStrong : theme.colors.textMuted)};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $live }) => ($live ? theme.colors.success : theme.colors.neutral400)};
  }
`;

/** Whether live updates arrive: "Live", "Connecting…" or "Offline" (then lists refresh every 5 s). */
export function LiveIndicator() {
  const { t } = useTranslation('messages');
  const status = useRealtimeStatus();
  return (
    <StyledLiveIndicator $live={status === 'connected'} role="status" title={t(`live.${status}Hint`)}>
      {t(`live.${status}`)}
    </StyledLiveIndicator>
  );
}
