import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast';
import { useGuideMail } from '@/content/programme-settings';
import { useReplay } from '@/hooks/use-replay';
import { formatClockTime } from '@/lib/clock-time';
import { askGuideMail } from '@/features/summary/lib/guide-mail-api';
import { keepGuideMail, keptGuideMail } from '@/features/summary/lib/guide-mail-store';
import * as m from 'virtual:messages/guide-mail';

let asking: Promise<unknown> = Promise.resolve();

/** Sends the waiting request for the day's guide again, once (never two at once): it goes on
 *  once its address is confirmed (the e-mail's link opened on this device). Resolves true when on. */
export function replayGuideMail(): Promise<boolean> {
  const next = asking.then(async () => {
    const kept = keptGuideMail();
    if (!kept?.awaiting) return false;
    const { email, time, timeZone, way, rhythm } = kept;
    const request = { email, time, timeZone, ...(way ? { way } : {}), ...(rhythm ? { rhythm } : {}) };
    try {
      const answer = await askGuideMail(request, kept.key, kept.lang);
      if (answer.delivery !== 'subscribed') return false;
      // Asked for another address meanwhile: that one stays.
      const now = keptGuideMail();
      if (now?.key !== kept.key) return false;
      keepGuideMail({ ...now, awaiting: false, nextAt: answer.nextAt, nextDay: answer.nextDay });
      return true;
    } catch {
      // Offline, out of reach or refused: the card shows the request waiting, and says why when asked.
      return false;
    }
  });
  asking = next.catch(() => undefined);
  return next;
}

/** Sends a request for the day's guide that waits for its address: now (the app was opened), when
 *  the device is back online, and when the member comes back to the app (after opening the link). */
export function GuideMailReplay() {
  const toast = useToast();
  const offered = useGuideMail();
  const replay = useCallback(() => {
    void replayGuideMail().then((on) => {
      const kept = on ? keptGuideMail() : null;
      if (kept) toast({ title: m.guideMailStartedTitle, description: m.guideMailStarted({ time: formatClockTime(kept.time) }) });
    });
  }, [toast]);
  useReplay(offered === true ? replay : null);
  return null;
}
