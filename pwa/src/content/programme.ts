// The programme's content, bundled from content/ (validated by `npm run check:content`).
import programmeJson from '@content/programme.json';
import type { DayGuide, Programme, WatchHours } from '@/types/content';
import * as m from 'virtual:messages/pages';

/** The prayer watch as every page has it: without the guide to an hour (`virtual:watch-guide`). */
type BundledWatch = Omit<NonNullable<Programme['prayerWatch']>, 'hours'> & { hours?: Omit<WatchHours, 'guide'> };

/** The programme as every page has it: without its long texts (`virtual:ways-of-fasting`,
 *  `virtual:safety`, `virtual:watch-guide`, `virtual:rhythms`, loaded by the pages that show them). */
export type BundledProgramme = Omit<Programme, 'waysOfFasting' | 'safety' | 'prayerWatch' | 'rhythms'> & { prayerWatch?: BundledWatch };

/** The programme as bundled; its start date is PROGRAMME_START_DATE's when the build had one. */
export const programme: BundledProgramme = {
  ...(programmeJson as BundledProgramme),
  ...(__PROGRAMME_START_DATE__ ? { startDate: __PROGRAMME_START_DATE__ } : {}),
};

// One lazily loaded chunk per day file: adding content/days/day-13.json adds day 13.
const dayModules = import.meta.glob<{ default: DayGuide }>('@content/days/day-*.json');

const dayLoaders = new Map<number, () => Promise<{ default: DayGuide }>>(
  Object.entries(dayModules).map(([path, load]) => [Number(/day-(\d+)\.json$/.exec(path)?.[1]), load]),
);

/** The day numbers that have a guide, ascending. */
export const guideDays: number[] = [...dayLoaders.keys()].sort((a, b) => a - b);

/** Parses a `/day/:dayNumber` segment: a plain positive integer with a guide, else null. */
export function parseGuideDay(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,3}$/.test(segment)) return null;
  const day = Number(segment);
  return dayLoaders.has(day) ? day : null;
}

const guides = new Map<number, Promise<DayGuide>>();

/** A day's guide, loaded once and shared by every page that shows it. */
export function loadDayGuide(day: number): Promise<DayGuide> {
  const load = dayLoaders.get(day);
  if (!load) return Promise.reject(new Error(`No guide for day ${day}`));
  let guide = guides.get(day);
  if (!guide) {
    // A failed load (offline before the guide was cached) is forgotten, so a retry can succeed.
    guide = load().then((m) => m.default, (err: unknown) => {
      guides.delete(day);
      throw err;
    });
    guides.set(day, guide);
  }
  return guide;
}

/** The document title of a day's page (the prerendered page carries it too). */
export const dayPageTitle = (guide: DayGuide) => m.dayPageTitle({ day: guide.day, theme: guide.theme, title: programme.title });

