import { useLocation } from 'react-router-dom';
import * as m from 'virtual:messages/language';
import { parseGuideDay } from '@/content/programme';
import { useHydrated } from '@/hooks/use-hydrated';
import { LANG, LANGUAGES, pathIn } from '@/lib/language';
import { NOT_FOUND_PAGE, pageFileFor } from '@/lib/page-files';
import { staysOnOrigin } from '@/lib/same-origin';
import { autonym, chosenLanguage } from '../lib/chosen-language';

/**
 * The same page in each other language the programme offers (none with one language): a link
 * the member's choice is kept from, so the app opens in it from then on. It stands above the
 * cover and the 404 page; every other page has a row of links at its top
 * (components/ui/page-top.tsx), which ends with it (`LanguageLinks`, given by app/router.tsx).
 */
export function LanguageSwitch() {
  const { links, inPageNav } = useOtherLanguages();
  if (inPageNav || links.length === 0) return null;
  return (
    <nav className="language-switch" aria-label={m.languageSwitch}>
      {links}
    </nav>
  );
}

/** The switch in a page's row of links (none on the cover and the 404 page, which have it above). */
export function LanguageLinks() {
  const { links, inPageNav } = useOtherLanguages();
  return inPageNav && links;
}

function useOtherLanguages() {
  const { pathname, search, hash } = useLocation();
  // The 404 page is prerendered once for every path: until it has hydrated, it links the other
  // language's 404 page, as its HTML does; then the path it is at.
  const hydrated = useHydrated();
  const unknown = pageFileFor(pathname, (day) => parseGuideDay(String(day)) !== null) === NOT_FOUND_PAGE;
  const path = unknown && !hydrated ? '/404' : pathname;
  const others = LANGUAGES.filter((lang) => lang !== LANG);
  // A path a 404 page was opened at can read as another site's in the other copy
  // (`/es//evil.example/x` is `//evil.example/x` at `/`): its link opens that copy's cover. Known
  // paths (the only ones before hydrating, which has no location while prerendering) are the app's.
  const hrefIn = (lang: string) => {
    const href = pathIn(lang, path) + search + hash;
    return hydrated && !staysOnOrigin(href, window.location.origin) ? pathIn(lang, '/') : href;
  };
  const links = others.map((lang) => (
    <a key={lang} className="language-switch__link" href={hrefIn(lang)} hrefLang={lang} lang={lang} onClick={() => chosenLanguage.write(lang)}>
      {autonym(lang)}
    </a>
  ));
  return { links, inPageNav: path !== '/' && !unknown };
}
