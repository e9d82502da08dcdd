import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { programmeMoment, type ProgrammeMoment } from '@/content/calendar';
import { programme } from '@/content/programme';
import { useStartDate } from '@/content/programme-settings';
import { useNow } from '@/hooks/use-now';
import type { RequestStatus } from '@/types/api';
import { flushWall, refreshMine, refreshWall } from '../lib/wall-sync';
import {
  asked,
  changedOwn,
  keep,
  mineStore,
  newAuthorKey,
  prayedFor,
  prayedStore,
  reported,
  reportsStore,
  subscribeWall,
  tapOf,
  wallStore,
  wallVersion,
  type OwnRequest,
} from '../lib/wall-store';

/** What became of a request the member shared. */
export type AskOutcome =
  | { kind: 'sent'; status: RequestStatus | 'gone' | null }
  /** Refused as written: back in the form, with the service's words. */
  | { kind: 'held'; request: OwnRequest }
  /** Kept on the device until it can be sent; `error`: the service's words, if it said why. */
  | { kind: 'queued'; error: string | null }
  /** The browser would not let the page keep it. */
  | { kind: 'not-kept' };

/** Whether the wall could be read: not yet, yes, or no (then the wall kept here is shown). */
export type WallReading = 'reading' | 'read' | 'failed';

const programmeDay = (startDate: string, now: Date) => programmeMoment(startDate, programme.lengthDays, now);

/**
 * The prayer wall as this device has it (null until it runs: the prerendered page is a first
 * visit's), kept current; sends what waits and reads the wall and the device's own requests when
 * the page opens and whenever the browser is online again.
 */
export function usePrayerWall() {
  const startDate = useStartDate();
  const version = useSyncExternalStore(subscribeWall, wallVersion, () => -1);
  const kept = useMemo(
    () =>
      version < 0
        ? null
        : { mine: mineStore.read(), prayed: prayedStore.read(), reports: reportsStore.read(), wall: wallStore.read() },
    [version],
  );
  const ready = kept !== null;
  const [reading, setReading] = useState<WallReading>('reading');
  const [limited, setLimited] = useState<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    const sync = async () => {
      const said = await flushWall();
      if (live && said) setLimited(said);
      const read = await refreshWall();
      if (live) setReading(read ? 'read' : 'failed');
      await refreshMine();
    };
    void sync();
    window.addEventListener('online', sync);
    return () => {
      live = false;
      window.removeEventListener('online', sync);
    };
  }, [ready]);

  // Today's programme day: "I prayed" counts during the fast only.
  const now = useNow(60_000);
  const moment: ProgrammeMoment | null = now ? programmeDay(startDate, now) : null;
  const today = moment?.kind === 'during' ? moment.day : null;

  const send = useCallback(() => {
    void flushWall().then((said) => said && setLimited(said));
  }, []);

  /** "I prayed" for `id`, once today: false when it was counted already or the fast is not on. */
  const pray = useCallback(
    (id: string) => {
      const moment = programmeDay(startDate, new Date());
      if (moment.kind !== 'during') return false;
      const state = prayedStore.read();
      if (tapOf(state, id, moment.day)) return false;
      keep(prayedStore, prayedFor(state, id, moment.day, Date.now())[0]);
      send();
      return true;
    },
    [startDate, send],
  );

  /** Reports `id`: hidden here at once, the report sent when it can be. */
  const report = useCallback(
    (id: string) => {
      keep(reportsStore, reported(reportsStore.read(), id));
      send();
    },
    [send],
  );

  /** Shares `text` (or, `editing`, the request refused earlier, changed), and sends it if it can. */
  const ask = useCallback(async (text: string, editing: string | null): Promise<AskOutcome> => {
    const list = mineStore.read();
    const authorKey = editing !== null && list.some((r) => r.authorKey === editing) ? editing : newAuthorKey();
    const next =
      authorKey === editing
        ? changedOwn(list, authorKey, { text, held: false, error: null })
        : asked(list, text, authorKey, Date.now());
    if (!keep(mineStore, next)) return { kind: 'not-kept' };
    const said = await flushWall();
    if (said) setLimited(said);
    const request = mineStore.read().find((r) => r.authorKey === authorKey);
    if (request?.id) {
      // On the wall at once where the church approves automatically.
      if (request.status === 'shown') void refreshWall();
      return { kind: 'sent', status: request.status };
    }
    if (request?.held) return { kind: 'held', request };
    return { kind: 'queued', error: request?.error ?? null };
  }, []);

  return {
    ready,
    kept,
    reading,
    /** The service's words when a daily budget held back taps or reports (they wait here). */
    limited,
    moment,
    today,
    pray,
    report,
    ask,
  };
}
