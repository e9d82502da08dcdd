import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while prerendering and while hydrating that HTML; true from the render right after (and
 * at once when the component is rendered in the browser without a prerendered page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
