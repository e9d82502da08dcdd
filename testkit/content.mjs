// The programme's facts as the browser tests and benchmarks read them: content/ as the service
// reads it (checked, placeholders such as `{church}` filled: `prayer-fast check-content --json`),
// and its dates.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './repo.mjs';

const binary = process.env.PRAYER_FAST_BIN ?? join(repoRoot, 'target', 'debug', 'prayer-fast');
const loaded = JSON.parse(
  execFileSync(binary, ['check-content', '--json', '--dir', join(repoRoot, 'content')], {
    encoding: 'utf8',
    env: { ...process.env, PROGRAMME_START_DATE: '' },
  }),
);
export const programme = loaded.programme;
/** Every day guide, in programme order. */
export const days = loaded.days;
export const dayGuide = (n) => days.find((d) => d.day === n);

/** The programme's other languages (`es`, …), each as the service reads it: `{ programme, days }`. */
export const translations = loaded.translations;

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
