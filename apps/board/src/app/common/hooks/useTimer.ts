import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { apiErrorCodeOf, type RunningTimerView } from '@taskflow/contracts';
import { selectCurrentUser } from '@taskflow/auth';
import { useToast } from '@taskflow/ui';
import type { RootState } from '@taskflow/store';
import { useCurrentTimerQuery, useStartTimerMutation, useStopTimerMutation } from '../state/time.api';

export interface TimerTarget {
  id: string;
  title: string;
  projectId: string;
}

export interface UseTimer {
  /** Whether the person tracks time at all (the agency's people; never a client). */
  canTrack: boolean;
  timer: RunningTimerView | null;
  busy: boolean;
  start: (task: TimerTarget) => Promise<void>;
  /** Stops the timer; a long one (409 TIMER_LENGTH_UNCONFIRMED) opens the length confirmation instead. */
  stop: (confirmedMinutes?: number) => Promise<void>;
  /** The timer whose length awaits confirmation, while the dialog is open. */
  confirming: RunningTimerView | null;
  cancelConfirm: () => void;
}

/** The person's running timer (live through timer:changed): start, stop, and the long-timer confirmation. */
export function useTimer(): UseTimer {
  const { t } = useTranslation('timer');
  const toast = useToast();
  const user = useSelector((state: RootState) => selectCurrentUser(state));
  const canTrack = Boolean(user && user.userType !== 'client');
  const current = useCurrentTimerQuery(undefined, { skip: !canTrack });
  const [startTimer, starting] = useStartTimerMutation();
  const [stopTimer, stopping] = useStopTimerMutation();
  const [confirming, setConfirming] = useState<RunningTimerView | null>(null);
  const timer = current.data?.timer ?? null;

  const start = async (task: TimerTarget) => {
    try {
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const { stoppedEntry } = await startTimer({ taskId: task.id, projectId: task.projectId, timeZone }).unwrap();
      if (stoppedEntry)
        toast.info(
          t('switched', {
            stopped: stoppedEntry.taskTitle ?? stoppedEntry.projectName,
            started: task.title,
          }),
        );
      else toast.success(t('started', { title: task.title }));
    } catch {
      toast.error(t('startError'));
    }
  };

  const stop = async (confirmedMinutes?: number) => {
    const running = timer ?? confirming;
    try {
      await stopTimer(confirmedMinutes === undefined ? {} : { minutes: confirmedMinutes }).unwrap();
      setConfirming(null);
      toast.success(t('stopped', { title: running?.taskTitle ?? running?.projectName ?? '' }));
    } catch (error) {
      const code = apiErrorCodeOf((error as { data?: unknown })?.data);
      if (code === 'TIMER_LENGTH_UNCONFIRMED' && running) setConfirming(running);
      else if (code === 'NO_RUNNING_TIMER') {
        setConfirming(null);
        current.refetch();
      } else toast.error(t('stopError'));
    }
  };

  return {
    canTrack,
    timer,
    busy: starting.isLoading || stopping.isLoading,
    start,
    stop,
    confirming,
    cancelConfirm: () => setConfirming(null),
  };
}
