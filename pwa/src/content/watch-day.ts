// A day's texts on the days the church's prayer watch gathers (`onWatchDay`), as the service
// applies them (`content::watch_day`): each names a field as the content check does
// (`fastNote`, `close.actionStep`, `sustaining.tips[1]`) and replaces its plain text on a day of
// `prayerWatch.days`. A church with no watch, or one that gathers on other days, reads the plain
// text; no guide as bundled carries the block.
import type { DayGuide } from '../types/content.ts';

type Json = Record<string, unknown>;

/** `guide` as members read it: its watch texts on a day the watch gathers, never the block. */
export function watchDayShown(guide: DayGuide, programme: Json): DayGuide {
  const { onWatchDay, ...plain } = guide;
  const days = (programme.prayerWatch as { days?: number[] } | undefined)?.days ?? [];
  if (!onWatchDay || !days.includes(guide.day)) return plain;
  const shown = structuredClone(plain) as unknown as Json;
  for (const [field, text] of Object.entries(onWatchDay)) if (text !== undefined) setText(shown, field, text);
  return shown as unknown as DayGuide;
}

/** Writes `text` at `field` of `day`: over a text, or into an optional text not written. */
function setText(day: Json, field: string, text: string) {
  const parts = field.split('.');
  let at: unknown = day;
  parts.forEach((part, i) => {
    const [, name, index] = /^([A-Za-z]+)(?:\[(\d+)\])?$/.exec(part) ?? [];
    const object = at as Json | undefined;
    if (!name || !object || typeof object !== 'object') return (at = undefined);
    const last = i === parts.length - 1;
    if (index === undefined) {
      if (last && (object[name] === undefined || typeof object[name] === 'string')) object[name] = text;
      return (at = object[name]);
    }
    const list = object[name] as unknown[] | undefined;
    if (last && typeof list?.[Number(index)] === 'string') list[Number(index)] = text;
    return (at = list?.[Number(index)]);
  });
}
