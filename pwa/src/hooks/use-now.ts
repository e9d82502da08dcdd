import { useLayoutEffect, useState } from 'react';

/** The time, kept current; null until mounted, so the prerendered page and its hydration agree. */
export function useNow(intervalMs: number): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useLayoutEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
