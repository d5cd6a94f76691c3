import { useEffect, useState } from 'react';

/** Seconds before another code can be asked for (the server sends one a minute per number). */
export const RESEND_SECONDS = 60;

/** Counts down from RESEND_SECONDS once started, a second at a time; 0 when idle. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: () => setLeft(RESEND_SECONDS) };
}
