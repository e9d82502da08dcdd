// The language a member chose, kept on the device. index.html's inline script reads it before the
// first paint (with the same key) and opens the chosen language's copy of the page.
import { stored } from '@/lib/local-store';
import { LANGUAGES } from '@/lib/language';
import { LANGUAGE_KEY } from '@/lib/storage-keys';

export const chosenLanguage = stored<string | null>(LANGUAGE_KEY, (raw) =>
  typeof raw === 'string' && LANGUAGES.includes(raw) ? raw : null,
);

/** A language's name in itself, as a member looks for it ("English", "Español"). */
export function autonym(lang: string): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}
