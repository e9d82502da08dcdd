// What a journey copy ("Save a copy") carries beside the days, put together here, as a feature
// never imports another: the prayer requests shared from this device (the wall's own part) and the
// watch's pledges, merged by turn, the device's own kept.
import type { JourneyParts } from '@/features/journey/lib/journey-file';
import { wallJourneyPart } from '@/features/prayer-wall/lib/wall-copy';
import { flushPledges } from '@/features/watch/lib/watch-sender';
import { holds, keep, pledgeOf, pledgesStore, savedPledge, type Pledge } from '@/features/watch/lib/watch-store';
import type { JourneyPart } from '@/lib/journey-parts';

/** A pledge as a copy carries it: what the service is sent for it, and whether it has it. */
type SavedPledge = Pick<Pledge, 'day' | 'start' | 'startsAt' | 'token' | 'pledged' | 'sent'>;

export const watchJourneyPart: JourneyPart<SavedPledge> = {
  // A refused pledge is nothing the member holds.
  copy: () =>
    pledgesStore
      .read()
      .filter((p) => p.error === null)
      .map(({ day, start, startsAt, token, pledged, sent }) => ({ day, start, startsAt, token, pledged, sent })),
  parse: savedPledge,
  merge(incoming) {
    const before = pledgesStore.read();
    const fresh: Pledge[] = [];
    for (const p of incoming) {
      if (!pledgeOf(before, p.day, p.start) && !pledgeOf(fresh, p.day, p.start)) fresh.push({ ...p, counted: false, error: null });
    }
    if (fresh.length === 0) return null;
    const after = [...before, ...fresh];
    return {
      // Hours held (a taking back that waited is restored too, and counts as none).
      added: fresh.filter(holds).length,
      write: () => keep(pledgesStore, after),
      undo: () => void keep(pledgesStore, before.length > 0 ? before : null),
    };
  },
  // What the service has not got goes now (the watch on every page sends it when online again).
  restored: () => void flushPledges(),
};

export const journeyParts: JourneyParts = { requests: wallJourneyPart, pledges: watchJourneyPart };
