// Which prerendered HTML file shows a path: the build writes them, the service worker serves them
// offline, and the client checks it was given the right one before hydrating it. The fixed pages
// come from the service's own table (generated: service/src/routes/app_pages.rs).
import { APP_PAGES, DAY_PAGE, NOT_FOUND_PAGE } from '@/types/api';

export { NOT_FOUND_PAGE };
/** The cover's file (the other fixed pages' are in `APP_PAGES`, by path). */
export const COVER_PAGE = '/index.html' satisfies (typeof APP_PAGES)['/'];
/** The app with no page in it: what the service worker shows a day page with offline. */
export const SHELL_PAGE = '/shell.html';

/** A day's page, `/day/12`, in the service's shape (`DAY_PAGE`, generated); given `:dayNumber`, the router's pattern. */
export const dayPath = (day: number | string) => DAY_PAGE.replace('{day}', `${day}`);

/** The file a day's page is prerendered to: `/day/12.html`. */
export const dayPage = (day: number) => `${dayPath(day)}.html`;

// The shape has no character special to a regular expression but its `{day}`.
const dayPathShape = new RegExp(`^${dayPath('([1-9]\\d{0,3})')}/?$`);

/** A day's page (one trailing slash allowed, a plain number with no leading zero): its day, else null. */
export function dayOfPath(pathname: string): number | null {
  const match = dayPathShape.exec(pathname);
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
