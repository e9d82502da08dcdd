// Messages pages send to the service worker, and its answers.
import { LANGUAGES } from '../lib/language';

/** The update prompt's Reload: workbox-window's `messageSkipWaiting()` sends this. */
export function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/** A page's request to keep its language's copy. */
export interface KeepLanguage {
  type: 'KEEP_LANGUAGE';
  lang: string;
}

/** The worker's answer: how many of the copy's files it fetched (0: it was kept already). */
export type LanguageKept = { lang: string; fetched: number } | { lang: string; error: string };

/** The language a page asks the worker to keep, if `data` is such a request for one the programme offers. */
export function languageToKeep(data: unknown, languages: readonly string[] = LANGUAGES): string | undefined {
  const { type, lang } = (typeof data === 'object' && data !== null ? data : {}) as Partial<Record<keyof KeepLanguage, unknown>>;
  return type === 'KEEP_LANGUAGE' && typeof lang === 'string' && languages.includes(lang) ? lang : undefined;
}
