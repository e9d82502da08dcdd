// The catalogue's words as the browser tests read them (content/messages/<lang>/{app,service}/*.ftl):
// a message with its variables filled, so a test finds on the page what the app says in any
// language, never a copy of it. Read by the app build's own reader (pwa/build/catalogue.mjs), and
// times written by the app's own writer (pwa/src/lib/write-time.mjs), so the two cannot drift.
import { join } from 'node:path';
import { areaMessages, messageFile, readArea } from '../pwa/build/catalogue.mjs';
import { writeTime } from '../pwa/src/lib/write-time.mjs';
import { repoRoot } from './repo.mjs';

const contentDir = join(repoRoot, 'content');
const read = new Map();
const once = (key, reading) => (read.has(key) ? read.get(key) : read.set(key, reading()).get(key));

/**
 * Message `id` of `area` in `lang`, `args` filled in (a variable its text needs and `args` lacks
 * throws). `area`: an app area (`day`), or a service file as `service/<name>` (`service/summary-mail`).
 */
export function message(lang, area, id, args = {}) {
  const found = once(`${lang} ${area}`, () => readArea(contentDir, lang, area)).get(id);
  if (!found) throw new Error(`${messageFile(contentDir, lang, area)}: no message ${id}`);
  return found.write(args);
}

/** `HH:MM` as the app writes it in `lang` on the church's clock (`hourCycle`). */
export function formatClock(lang, hhmm, hourCycle = 'h12') {
  return writeTime(once(`${lang} clock, as the app has it`, () => areaMessages(contentDir, lang, 'clock')), hourCycle, hhmm);
}
