// The programme's facts as the browser tests and benchmarks read them: content/ and its dates.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo.mjs';

const contentDir = join(repoRoot, 'content');
export const programme = JSON.parse(readFileSync(join(contentDir, 'programme.json'), 'utf8'));
export const days = readdirSync(join(contentDir, 'days'))
  .filter((f) => /^day-\d+\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(join(contentDir, 'days', f), 'utf8')))
  .sort((a, b) => a.day - b.day);
export const dayGuide = (n) => days.find((d) => d.day === n);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The UTC midnight of programme day `day` for a `YYYY-MM-DD` start (a calendar date, no zone). */
export function dateOfDay(startDate, day) {
  const date = new Date(`${startDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + day - 1);
  return date;
}

/** `Fri Oct 3`. */
export const shortDate = (date) => `${WEEKDAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;

/** What a day's header shows as its date line, or undefined. */
export function dateLine(guide, startDate = programme.startDate) {
  if (guide.date?.kind === 'calendar') return shortDate(dateOfDay(startDate, guide.day));
  return guide.date?.kind === 'label' ? guide.date.text : undefined;
}
