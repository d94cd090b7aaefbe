import { useEffect, useState } from 'react';

/**
 * The wall clock, re-read every `intervalMs` while `enabled`: purely visual (countdowns, the pending ticker).
 * Nothing is decided with it; claims carry their own click time and the server keeps the real balance.
 */
export function useNow(intervalMs = 1000, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}
