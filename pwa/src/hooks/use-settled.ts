import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs` (its first value at once). For what should
 * follow a member's typing without following every key, such as a polite announcement.
 */
export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
