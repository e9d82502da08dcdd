// The worker's words, in the language of the reminder it shows: the service says which
// (`notification.lang`); anything else, the programme's first language.
import all from 'virtual:messages-all/notifications';
import { LANGUAGES } from '../lib/language';

export type NotificationWords = (typeof all)[string];

/** `lang` when the programme offers it, else the first language. */
export const reminderLanguage = (lang: unknown): string =>
  typeof lang === 'string' && LANGUAGES.includes(lang) ? lang : (LANGUAGES[0] ?? 'en');

export function wordsIn(lang: string): NotificationWords {
  const words = all[lang] ?? all[LANGUAGES[0] ?? 'en'];
  if (!words) throw new Error('the catalogue has no notification words');
  return words;
}
