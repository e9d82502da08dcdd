// A day's progress kept on this device only (localStorage), keyed by programme and day.
import { asRecord, stored, stringsOf } from './local-store';
import { DAY_PROGRESS_KEY_PREFIX } from './storage-keys';

export interface DayProgress {
  completed: string[];
  journals: Record<string, string>;
  hydration: number;
}

export const emptyProgress: DayProgress = { completed: [], journals: {}, hydration: 0 };

/** Whether a day holds anything: a slot ticked, a glass of water, or a journal with text. */
export const holdsAnything = (p: DayProgress) =>
  p.completed.length > 0 || p.hydration > 0 || Object.values(p.journals).some((t) => t.trim() !== '');

export function progressKey(programmeStart: string, day: number): string {
  return `${DAY_PROGRESS_KEY_PREFIX}${programmeStart}:day-${day}`;
}

/** The stored progress under `key`, keeping only well-formed values. */
const progressAt = (key: string) =>
  stored(key, (raw): DayProgress => {
    const value = asRecord(raw);
    if (!value) return emptyProgress;
    const journals: Record<string, string> = {};
    for (const [k, v] of Object.entries(asRecord(value.journals) ?? {})) if (typeof v === 'string') journals[k] = v;
    const hydration = typeof value.hydration === 'number' && Number.isInteger(value.hydration) ? value.hydration : 0;
    return { completed: [...new Set(stringsOf(value.completed))], journals, hydration: Math.max(0, hydration) };
  });

export function loadProgress(key: string): DayProgress {
  return progressAt(key).read();
}

/** Returns false when the browser refuses (private mode, quota): the page keeps working. */
export function saveProgress(key: string, progress: DayProgress): boolean {
  return progressAt(key).write(progress);
}

export function clearProgress(key: string): void {
  progressAt(key).write(null);
}
