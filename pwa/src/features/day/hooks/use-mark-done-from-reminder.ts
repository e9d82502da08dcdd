import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Slot } from '@/types/content';

/**
 * A reminder's 'Mark done' opens `/day/N?done=<slot>#<slot>`: complete that slot, and once it is
 * saved, tidy the URL (keeping the #slot). The link is the record of what to do until then: a
 * page React renders anew while hydrating finds it still there. Handled once per link: until the
 * tidied URL reaches the page, renders still see `done` (and the member may untick the slot).
 */
export function useMarkDoneFromReminder(checkable: Slot[], completed: string[], markDone: (key: string) => void) {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const slot = params.get('done');
  const toMark = slot !== null && checkable.some((s) => s.key === slot) && !completed.includes(slot);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (slot === null) {
      handled.current = null;
      return;
    }
    if (handled.current === slot) return;
    if (toMark) {
      markDone(slot); // this runs again once the tick is saved
      return;
    }
    handled.current = slot;
    const rest = new URLSearchParams(params);
    rest.delete('done');
    navigate({ search: rest.size > 0 ? `?${rest}` : '', hash }, { replace: true });
  }, [slot, toMark, params, hash, markDone, navigate]);
}
