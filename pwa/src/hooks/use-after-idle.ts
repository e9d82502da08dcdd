import { startTransition, useEffect, useState } from 'react';

/**
 * False while prerendering, while hydrating and until the browser is first idle after that; then
 * true, in a transition (React renders what it reveals in short slices, so the page stays
 * responsive). For what the first paint and the first tap do not need.
 */
export function useAfterIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const reveal = () => startTransition(() => setIdle(true));
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(reveal, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(reveal, 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
