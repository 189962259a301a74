import { useTranslation } from 'react-i18next';
import { Button } from '@taskflow/ui';
import { useTimer, type TimerTarget } from '../hooks/useTimer';
import { TimerLengthDialog } from './TimerLengthDialog';

export interface TimerButtonProps {
  task: TimerTarget;
  size?: 'sm' | 'md';
}

/** Starts a timer on the task, or stops the one running on it; nothing for a client. */
export function TimerButton({ task, size = 'sm' }: TimerButtonProps) {
  const { t } = useTranslation('timer');
  const { canTrack, timer, busy, start, stop, confirming, cancelConfirm } = useTimer();
  if (!canTrack) return null;
  const running = timer?.taskId === task.id;
  return (
    <>
      <Button
        size={size}
        variant={running ? 'primary' : 'secondary'}
        aria-pressed={running}
        aria-label={t(running ? 'stopFor' : 'startFor', { title: task.title })}
        disabled={busy}
        data-timer-button
        onClick={() => void (running ? stop() : start(task))}
      >
        {running ? t('stop') : t('start')}
      </Button>
      <TimerLengthDialog
        timer={confirming}
        busy={busy}
        onConfirm={(minutes) => void stop(minutes)}
        onCancel={cancelConfirm}
      />
    </>
  );
}
