// Which prerendered HTML file shows a path: the build writes them, the service worker serves them
// offline, and the client checks it was given the right one before hydrating it. The fixed pages
// come from the service's own table (generated: service/src/routes/app_pages.rs).
import { APP_PAGES, NOT_FOUND_PAGE } from '@/types/api';

export { NOT_FOUND_PAGE };
export const COVER_PAGE = APP_PAGES['/'];
export const DAYS_PAGE = APP_PAGES['/days'];
export const JOURNEY_PAGE = APP_PAGES['/journey'];
export const PRAYER_WALL_PAGE = APP_PAGES['/prayer-wall'];
export const PRINT_PAGE = APP_PAGES['/print'];
export const PRIVACY_PAGE = APP_PAGES['/privacy'];
export const SAFETY_PAGE = APP_PAGES['/safety'];
export const WATCH_PAGE = APP_PAGES['/watch'];
/** The app with no page in it: what the service worker shows a day page with offline. */
export const SHELL_PAGE = '/shell.html';

export const dayPage = (day: number) => `/day/${day}.html`;

/** `/day/N` (one trailing slash allowed, no leading zero): N, else null. */
export function dayOfPath(pathname: string): number | null {
  const match = /^\/day\/([1-9]\d{0,3})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

const fixedPages: Readonly<Record<string, string>> = APP_PAGES;

/** The page for `pathname`, given which days have a guide. */
export function pageFileFor(pathname: string, hasGuide: (day: number) => boolean): string {
  const fixed = fixedPages[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
  if (fixed) return fixed;
  const day = dayOfPath(pathname);
  return day !== null && hasGuide(day) ? dayPage(day) : NOT_FOUND_PAGE;
}
