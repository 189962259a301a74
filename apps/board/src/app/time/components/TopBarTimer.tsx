import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatElapsed } from '@taskflow/domain';
import { Button, VisuallyHidden } from '@taskflow/ui';
import { useNow } from '../../common/hooks/useNow';
import { useTimer } from '../../common/hooks/useTimer';
import { TimerLengthDialog } from '../../common/components/TimerLengthDialog';

const StyledTimer = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  max-width: 22rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledElapsed = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledTask = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  ${({ theme }) => theme.media.mobile} {
    max-width: 8rem;
  }
`;

/**
 * The running timer in the shell's top bar on every signed-in page (the board exposes it as './TopBar'): elapsed time,
 * the task, and Stop. Live in every tab through timer:changed; nothing while no timer runs.
 */
export function TopBarTimer() {
  const { t } = useTranslation('timer');
  const { timer, busy, stop, confirming, cancelConfirm } = useTimer();
  const now = useNow(1000);
  const dialog = (
    <TimerLengthDialog
      timer={confirming}
      busy={busy}
      onConfirm={(minutes) => void stop(minutes)}
      onCancel={cancelConfirm}
    />
  );
  if (!timer) return dialog;
  const label = timer.taskTitle ?? timer.projectName;
  return (
    <StyledTimer role="group" aria-label={t('running')} data-testid="top-bar-timer">
      <StyledElapsed aria-hidden="true">{formatElapsed(timer.startedAt, now)}</StyledElapsed>
      <VisuallyHidden>{t('runningOn', { title: label })}</VisuallyHidden>
      <StyledTask title={label} aria-hidden="true">
        {label}
      </StyledTask>
      <Button size="sm" variant="secondary" loading={busy} onClick={() => void stop()}>
        {t('stop')}
      </Button>
      {dialog}
    </StyledTimer>
  );
}
