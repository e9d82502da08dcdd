// The programme as the service runs it (GET /api/programme): its start date, whether push
// reminders are on, and whether the church offers the day's guide by e-mail. Asked when the app starts and kept on the device, so an offline start uses the
// last answer. Until there is one, the bundled programme's values apply.
import { useSyncExternalStore } from 'react';
import { asRecord, stored } from '@/lib/local-store';
import type { ProgrammeSettings } from '@/types/api';
import { parseCivilDate } from './calendar';
import { programme } from './programme';
import { PROGRAMME_SETTINGS_KEY } from '@/lib/storage-keys';

function parse(value: unknown): ProgrammeSettings | null {
  const { startDate, pushReminders, guideMail } = asRecord(value) ?? {};
  if (typeof startDate !== 'string' || !parseCivilDate(startDate) || typeof pushReminders !== 'boolean') return null;
  // An answer kept by an earlier version has no `guideMail`: not offered until the service says so.
  return { startDate, pushReminders, guideMail: guideMail === true };
}

const store = stored(PROGRAMME_SETTINGS_KEY, parse);
const listeners = new Set<() => void>();
let current: ProgrammeSettings | null = store.read();

/** Keeps the service's answer (a malformed one is ignored) and tells every page using it. */
export function storeProgrammeSettings(value: unknown): void {
  const settings = parse(value);
  if (!settings) return;
  if (
    current?.startDate === settings.startDate &&
    current.pushReminders === settings.pushReminders &&
    current.guideMail === settings.guideMail
  )
    return;
  current = settings;
  store.write(settings); // refused (private mode): the answer still applies to this visit

  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The programme's start date. While a prerendered page hydrates it is the bundled one (as the
 * page was rendered), then the service's.
 */
export function useStartDate(): string {
  return useSyncExternalStore(
    subscribe,
    () => current?.startDate ?? programme.startDate,
    () => programme.startDate,
  );
}

/** Whether the service sends push reminders; null until it has said. */
export function usePushReminders(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => current?.pushReminders ?? null,
    () => null,
  );
}

/** Whether the church offers the day's guide by e-mail; null until the service has said. */
export function useGuideMail(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => current?.guideMail ?? null,
    () => null,
  );
}

/** For tests: forget the stored answer. */
export function resetProgrammeSettings(): void {
  current = null;
  store.write(null);
  for (const listener of listeners) listener();
}
