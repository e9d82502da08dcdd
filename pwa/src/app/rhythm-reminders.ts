// The member's rhythm joined to this device's reminders (features/rhythms, features/reminders):
// once a rhythm is chosen, a device with reminders on is reminded of the rhythm's prayer times
// (the prayer watch, a gathering of the church, stays as the member chose it), and a device that
// turns reminders on later is offered them. The member may still change them one by one.
import { useEffect } from 'react';
import rhythms from 'virtual:rhythms';
import { programme } from '@/content/programme';
import { loadReminders, saveReminders } from '@/features/reminders/lib/reminder-store';
import { changePreferences } from '@/features/reminders/lib/reminders-api';
import { isRhythm, rhythmSlots } from '@/features/rhythms/lib/rhythms';
import { stored } from '@/lib/local-store';
import type { RhythmKey } from '@/types/content';
import { REMINDERS_RHYTHM_KEY } from '@/lib/storage-keys';

/** The rhythm this device's reminders last followed: a choice is applied once, not on every visit. */
const followed = stored<RhythmKey | null>(REMINDERS_RHYTHM_KEY, (raw) => (isRhythm(raw) ? raw : null));

/** The reminders for `rhythm`, from the ones chosen now: its prayer times, in the programme's order, and any other (the watch) as chosen. */
export function slotsForRhythm(rhythm: RhythmKey, chosen: readonly string[]): string[] {
  const prayerTimes = programme.defaultSlots.map((s) => s.key);
  const kept = rhythmSlots({ rhythms }, rhythm) ?? prayerTimes;
  return [...prayerTimes.filter((k) => kept.includes(k)), ...chosen.filter((k) => !prayerTimes.includes(k))];
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * Follows `rhythm` (null: none chosen) if the reminders have not yet: with reminders on, the
 * subscription's slots become the rhythm's (PATCH). Rejects when the service was not reached,
 * and is tried again by the next page that follows.
 */
export async function followRhythm(rhythm: RhythmKey | null): Promise<void> {
  if (rhythm === null || !rhythms || followed.read() === rhythm) return;
  const subscription = loadReminders();
  if (subscription) {
    const slots = slotsForRhythm(rhythm, subscription.slots);
    if (!same(slots, subscription.slots)) {
      await changePreferences(subscription.id, subscription.token, { slots });
      // Kept unless reminders were turned off (or made anew) meanwhile.
      const now = loadReminders();
      if (now?.id === subscription.id) saveReminders({ ...now, slots });
    }
  }
  followed.write(rhythm);
}

/** Keeps this device's reminders following the member's rhythm, from a page where it may change. */
export function useRemindersFollowRhythm(rhythm: RhythmKey | null) {
  useEffect(() => {
    followRhythm(rhythm).catch(() => undefined);
  }, [rhythm]);
}
