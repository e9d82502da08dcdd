import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { flushKept } from '../lib/kept-sender';
import { answered, endedToAsk, keptStore, nextEnd, type EndedHour } from '../lib/kept-store';
import { keep, pledgesStore, subscribeWatch, watchVersion } from '../lib/watch-store';

/** The longest a browser timer waits (about 24.8 days); a later end is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * The time, moved on when the next pledged turn ends (one timer to that end, set again whenever the
 * pledges change or the page is shown again: a hidden page's timers may be held back).
 */
function useTimeAtEnds(version: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const next = nextEnd(pledgesStore.read(), now);
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, next - Date.now()), LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [version, now]);
  useEffect(() => {
    const shown = () => document.visibilityState === 'visible' && setNow(Date.now());
    document.addEventListener('visibilitychange', shown);
    return () => document.removeEventListener('visibilitychange', shown);
  }, []);
  return now;
}

/**
 * "I kept this hour": the pledged hour to ask about (the oldest that ended while the app was open,
 * not answered yet), the one thanked for, and the answers. Every answer is kept on the device at
 * once, so the hour is never asked about again; "kept" is sent when it can be.
 */
export function useKeptPrompt() {
  // Mounted once, in the app's shell, when the app opens: only turns that end from then on are asked about.
  const [openSince] = useState(() => Date.now());
  const version = useSyncExternalStore(subscribeWatch, watchVersion, () => -1);
  const now = useTimeAtEnds(version);
  const asking = useMemo<EndedHour | null>(
    () => (version < 0 ? null : (endedToAsk(pledgesStore.read(), keptStore.read(), openSince, now)[0] ?? null)),
    [version, now, openSince],
  );
  const [thanked, setThanked] = useState<EndedHour | null>(null);
  // The service's words, when it did not count the hour thanked for.
  const refusal = useMemo(() => {
    if (version < 0 || !thanked) return null;
    return keptStore.read().find((k) => k.day === thanked.day && k.start === thanked.start)?.error ?? null;
  }, [version, thanked]);

  const answer = useCallback((hour: EndedHour, kept: boolean) => {
    keep(keptStore, answered(keptStore.read(), hour, kept ? 'kept' : 'dismissed', Date.now()));
    setThanked(kept ? hour : null);
    if (kept) void flushKept();
  }, []);

  return {
    asking,
    thanked: asking ? null : thanked,
    refusal,
    kept: useCallback(() => {
      if (asking) answer(asking, true);
    }, [asking, answer]),
    dismiss: useCallback(() => {
      if (asking) answer(asking, false);
    }, [asking, answer]),
    close: useCallback(() => setThanked(null), []),
  };
}
