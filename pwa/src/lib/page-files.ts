// Which prerendered HTML file shows a path: the build writes them, the service worker serves them
// offline, and the client checks it was given the right one before hydrating it.
// (The Rust service maps paths the same way, in service/src/routes/app_pages.rs.)

export const COVER_PAGE = '/index.html';
export const DAYS_PAGE = '/days.html';
export const NOT_FOUND_PAGE = '/404.html';
/** The app with no page in it: what the service worker shows a day page with offline. */
export const SHELL_PAGE = '/shell.html';

export const dayPage = (day: number) => `/day/${day}.html`;

/** `/day/N` (one trailing slash allowed, no leading zero): N, else null. */
export function dayOfPath(pathname: string): number | null {
  const match = /^\/day\/([1-9]\d{0,3})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** The page for `pathname`, given which days have a guide. */
export function pageFileFor(pathname: string, hasGuide: (day: number) => boolean): string {
  if (pathname === '/') return COVER_PAGE;
  if (pathname === '/days' || pathname === '/days/') return DAYS_PAGE;
  const day = dayOfPath(pathname);
  return day !== null && hasGuide(day) ? dayPage(day) : NOT_FOUND_PAGE;
}
