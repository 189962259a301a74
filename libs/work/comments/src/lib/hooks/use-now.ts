import { useEffect, useState } from 'react';

/** Relative times ("5 min. ago") move on while the thread is open. */
export const RELATIVE_TIME_REFRESH_MS = 30_000;

/** The current time, renewed every `intervalMs`. */
export function useNow(intervalMs = RELATIVE_TIME_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
