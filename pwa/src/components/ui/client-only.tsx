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

/**
 * Form controls that stay disabled until the page has hydrated: a tick or a typed word before
 * then would be lost, as nothing listens yet. Links keep working; the box adds no layout.
 */
export function ControlsWhenHydrated({ children }: { children: ReactNode }) {
  return (
    <fieldset className="controls-when-hydrated" disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
