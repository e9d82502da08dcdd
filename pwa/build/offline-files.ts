// What the service worker lists of the built files (every language's: the first language builds
// last, its worker over all of dist/). A device keeps the files every copy shares (icons, the
// manifest) and the copies of the languages its member opens (src/sw/language-files.ts).
import { APP_PAGES } from '../src/types/api.ts';

/**
 * The pages a copy keeps: the cover (where the installed app opens) and the days list, painted
 * at once, and the shell, which renders every other page (each day, journey, print, privacy,
 * safety, not found) from the kept code and guides. Online, those come from the network first.
 */
const KEPT_PAGES = [APP_PAGES['/'], APP_PAGES['/days'], '/shell.html'].map((page) => page.slice(1, -'.html'.length));

/**
 * Each copy's code, styles, guides and kept pages, and the icons a notification shows; not the
 * icons only installing uses (the browser fetches those when it installs the app).
 */
export const OFFLINE_GLOBS = {
  globPatterns: ['**/*.{js,css,svg,png,ico,txt}', `{,*/}{${KEPT_PAGES.join(',')}}.html`],
  globIgnores: ['pwa-512x512.png', 'maskable-icon-512x512.png', 'apple-touch-icon-180x180.png'],
  // Every copy's `assets/` names carry their hash: no revision needed.
  dontCacheBustURLsMatching: /^([a-z]{2,3}\/)?assets\//,
};
