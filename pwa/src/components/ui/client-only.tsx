import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * Its children only in the browser, from the render after hydration: nothing when prerendering
 * and nothing while hydrating that HTML, so the first client render matches the prerendered page.
 * For what depends on the browser (install offers, push support, the service worker). Only this
 * component re-renders when they appear: an update reaching a page part that is still waiting
 * to hydrate (a lazily loaded day guide) would make React throw its HTML away and render it anew.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
