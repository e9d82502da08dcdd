// The language this copy of the app speaks, and the others the programme offers. The app is
// built once per language (pwa/build/language.ts): the first at `/`, each other at `/<lang>/`.

/** This build's language (`en`, `es`, …): its words, guides, dates and `<html lang>`. */
export const LANG: string = __APP_LANG__;

/** Every language the programme offers, the first being the one served at `/`. */
export const LANGUAGES: readonly string[] = __LANGUAGES__;

/** The church's clock (programme.json's `hourCycle`): `h12` ("6:00 AM") or `h23` ("17:45"). */
export const HOUR_CYCLE: 'h12' | 'h23' = __HOUR_CYCLE__;

/** `path` (`/day/3`) in `lang`'s copy of the app: `/day/3`, `/es/day/3`, `/es/`. */
export function pathIn(lang: string, path: string): string {
  if (lang === LANGUAGES[0]) return path;
  return `/${lang}${path === '/' ? '/' : path}`;
}

/** A path of this copy without its language prefix (`/es/day/3` → `/day/3`). */
export const pathWithoutLanguage = (pathname: string): string => splitLanguage(pathname).path;

/** Where this copy of the app is served ('' at `/`, `/es` at `/es/`): the router's basename. */
export const BASENAME = LANG === LANGUAGES[0] ? '' : `/${LANG}`;

/** Which copy of the app a path belongs to, and the path inside it (`/es/day/3` → es, `/day/3`). */
export function splitLanguage(pathname: string): { lang: string; path: string } {
  for (const lang of LANGUAGES.slice(1)) {
    const prefix = `/${lang}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { lang, path: pathname.slice(prefix.length) || '/' };
  }
  return { lang: LANGUAGES[0] ?? LANG, path: pathname };
}
