// Placeholders in the programme's prose (`{church}`, `{closeTime}` …). The bundled content comes
// filled by the service (build/content-modules.ts), except a day's fast-hours line, which the
// service keeps unfilled: it is filled where it is shown, with that day's own times
// (`dayFastHours`), as the service fills (`content::placeholders`, whose table is generated into
// src/types/content.ts).
import { PLACEHOLDERS, SLOT_TIME_SUFFIX, type DayGuide, type PlaceholderFormat, type Programme } from '../types/content.ts';

/** `dawn-watch` → `dawnWatchTime`. */
export const slotTimeName = (key: string) => key.replace(/-(.)/g, (_, c: string) => c.toUpperCase()) + SLOT_TIME_SUFFIX;

/** How the times placeholders hold are written: a language's clock (`writeTime` with its messages). */
export type TimeWriter = (hhmm: string, format: PlaceholderFormat) => string;

/**
 * The placeholder values for a programme (its JSON), times written by `write` (a language's
 * clock); `daySlots` (key → `HH:MM`) are a day's own slot times.
 */
export function placeholderValues(programme: Record<string, unknown>, write: TimeWriter, daySlots: Record<string, string> = {}): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, path, format] of PLACEHOLDERS) {
    const value = path.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown> | undefined)?.[part], programme);
    const text = value === undefined || value === null ? '' : String(value);
    values.set(name, format === 'text' ? text : write(text, format));
  }
  const slots = (programme.defaultSlots ?? []) as { key: string; time: string }[];
  for (const { key, time } of slots) values.set(slotTimeName(key), write(time, 'time'));
  for (const [key, time] of Object.entries(daySlots)) values.set(slotTimeName(key), write(time, 'time'));
  return values;
}

/** `text` with every known placeholder filled (unknown ones, refused by check:content, stay). */
export const fillText = (text: string, values: Map<string, string>) =>
  text.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => values.get(name) ?? whole);

const daySlotTimes = (guide: DayGuide) => Object.fromEntries([...guide.slots, guide.close].map((s) => [s.key, s.time]));

/**
 * A day's fast hours: its own, or `line` (the programme's `fastHours`, or a way of fasting's)
 * filled with the day's own slot times. Those lines are kept unfilled when the content is loaded.
 */
export function dayFastHours(
  guide: DayGuide,
  /** The programme (as bundled, or whole): its placeholders' values and its `fastHours`. */
  programme: Pick<Programme, 'fastHours'>,
  write: TimeWriter,
  line?: string,
): string {
  if (line === undefined && guide.fastHours) return guide.fastHours;
  const values = placeholderValues(programme as unknown as Record<string, unknown>, write, daySlotTimes(guide));
  return fillText(line ?? programme.fastHours, values);
}



