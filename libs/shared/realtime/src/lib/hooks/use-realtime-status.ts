import { useAppSelector } from '@taskflow/store';
import { selectRealtimeStatus, type RealtimeStatus } from '../state/live.slice';

/** Whether live events arrive: 'connected', 'connecting' (also while reconnecting) or 'offline'. */
export function useRealtimeStatus(): RealtimeStatus {
  return useAppSelector(selectRealtimeStatus);
}
