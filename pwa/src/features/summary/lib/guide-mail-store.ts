// The one address this device asked the day's guide to be e-mailed to, and what it asked for:
// while the address waits to be confirmed, the request (with its Idempotency-Key and language) is
// sent again once it is confirmed; once on, the time, the time zone and the next mail the service
// last said, shown until it answers again. Its token is kept with the summaries' (recipient-tokens).

import { keptChanged } from '@/hooks/use-kept';
import { asRecord, stored } from '@/lib/local-store';
import type { RhythmKey, WayKey } from '@/types/api';
import { GUIDE_MAIL_KEY } from '@/lib/storage-keys';

export interface KeptGuideMail {
  email: string;
  /** "HH:MM", local to `timeZone`. */
  time: string;
  timeZone: string;
  way?: WayKey;
  rhythm?: RhythmKey;
  /** The address waits to be confirmed: the request goes again, under `key`, once it is. */
  awaiting: boolean;
  key: string;
  /** The language it was asked in: sent again in it. */
  lang: string;
  nextAt?: number;
  nextDay?: number;
}

export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WAY_KEYS: readonly string[] = ['full', 'partial', 'nonFood'];
const RHYTHM_KEYS: readonly string[] = ['every', 'twice', 'once'];

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
const whole = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Storage is user-editable: only a well-formed request is read. */
function parse(raw: unknown): KeptGuideMail | null {
  const r = asRecord(raw);
  if (!r) return null;
  const email = text(r.email);
  const time = text(r.time);
  const timeZone = text(r.timeZone);
  const key = text(r.key);
  const lang = text(r.lang);
  if (!email || !time || !TIME.test(time) || !timeZone || !key || !lang) return null;
  const way = WAY_KEYS.includes(r.way as string) ? (r.way as WayKey) : undefined;
  const rhythm = RHYTHM_KEYS.includes(r.rhythm as string) ? (r.rhythm as RhythmKey) : undefined;
  const nextAt = whole(r.nextAt);
  const nextDay = whole(r.nextDay);
  return {
    email,
    time,
    timeZone,
    awaiting: r.awaiting === true,
    key,
    lang,
    ...(way ? { way } : {}),
    ...(rhythm ? { rhythm } : {}),
    ...(nextAt !== undefined ? { nextAt } : {}),
    ...(nextDay !== undefined ? { nextDay } : {}),
  };
}

export const guideMailStore = stored(GUIDE_MAIL_KEY, parse);

/** What this device asked for, if anything. */
export const keptGuideMail = (): KeptGuideMail | null => guideMailStore.read();

/** Keeps (or, with null, forgets) the request, and tells the card and the replay. */
export function keepGuideMail(kept: KeptGuideMail | null): void {
  guideMailStore.write(kept);
  keptChanged(GUIDE_MAIL_KEY);
}
