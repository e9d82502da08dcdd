// A day's progress kept on this device only (localStorage), keyed by programme and day.

export interface DayProgress {
  completed: string[];
  journals: Record<string, string>;
  hydration: number;
}

export const emptyProgress: DayProgress = { completed: [], journals: {}, hydration: 0 };

const PREFIX = 'prayer-fast:v1';

export function progressKey(programmeStart: string, day: number): string {
  return `${PREFIX}:${programmeStart}:day-${day}`;
}

/** Reads stored progress, keeping only well-formed values (storage is user-editable). */
export function loadProgress(key: string): DayProgress {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return emptyProgress;
  }
  if (!raw || typeof raw !== 'object') return emptyProgress;
  const value = raw as Partial<Record<keyof DayProgress, unknown>>;
  const completed = Array.isArray(value.completed)
    ? value.completed.filter((k): k is string => typeof k === 'string')
    : [];
  const journals: Record<string, string> = {};
  if (value.journals && typeof value.journals === 'object' && !Array.isArray(value.journals)) {
    for (const [k, v] of Object.entries(value.journals)) if (typeof v === 'string') journals[k] = v;
  }
  const hydration = typeof value.hydration === 'number' && Number.isInteger(value.hydration) ? value.hydration : 0;
  return { completed: [...new Set(completed)], journals, hydration: Math.max(0, hydration) };
}

/** Returns false when the browser refuses (private mode, quota): the page keeps working. */
export function saveProgress(key: string, progress: DayProgress): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(progress));
    return true;
  } catch {
    return false;
  }
}

export function clearProgress(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept, so nothing to clear.
  }
}
