// Build time only (see build/prerender-pages.ts): every page of the app as HTML, which the
// browser then hydrates. Pages render as a first visit does: no stored progress, no clock.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { dayPageTitle, guideDays, loadDayGuide } from '@/content/programme';
import { DAYS_PAGE_TITLE } from '@/features/days/components/days-page';
import { JOURNEY_PAGE_TITLE } from '@/features/journey/components/journey-page';
import { PRAYER_WALL_PAGE_TITLE } from '@/features/prayer-wall/components/prayer-wall-page';
import { PRINT_PAGE_TITLE } from '@/features/print/components/print-edition';
import { PRIVACY_PAGE_TITLE } from '@/features/privacy/components/privacy-page';
import { SAFETY_PAGE_TITLE } from '@/features/safety/components/safety-page';
import { WATCH_PAGE_TITLE } from '@/features/watch/components/watch-page';
import { dayPage, dayPath, NOT_FOUND_PAGE, SHELL_PAGE } from '@/lib/page-files';
import { APP_PAGES } from '@/types/api';
import { BASENAME } from '@/lib/language';
import { App } from './app';

export interface RenderedPage {
  /** Where the page goes in the build, e.g. `/day/12.html`. */
  file: string;
  /** The document title, when the page has its own. */
  title?: string;
  /** The app's markup for `#root`. */
  html: string;
}

/** The cover, the days list, the journey, the prayer wall, the print edition, privacy, fasting safely, keeping watch, each day with a guide, and the 404 page (the same for every unknown path). */
export async function renderPages(): Promise<RenderedPage[]> {
  const days = guideDays.map(async (day) => ({
    file: dayPage(day),
    title: dayPageTitle(await loadDayGuide(day)),
    html: await renderAt(dayPath(day)),
  }));
  /** A fixed page: its file is the service's (`APP_PAGES`). */
  const fixed = async (path: keyof typeof APP_PAGES, title?: string) => ({ file: APP_PAGES[path], title, html: await renderAt(path) });
  return [
    await fixed('/'),
    await fixed('/days', DAYS_PAGE_TITLE),
    await fixed('/journey', JOURNEY_PAGE_TITLE),
    // The wall itself is read in the browser: the page carries the form and the words around it.
    await fixed('/prayer-wall', PRAYER_WALL_PAGE_TITLE),
    // The guides load in the browser: the page stays light, and the booklet is printed from there.
    await fixed('/print', PRINT_PAGE_TITLE),
    await fixed('/privacy', PRIVACY_PAGE_TITLE),
    await fixed('/safety', SAFETY_PAGE_TITLE),
    // The watch itself is read in the browser: the page carries its heading and words.
    await fixed('/watch', WATCH_PAGE_TITLE),
    ...(await Promise.all(days)),
    { file: NOT_FOUND_PAGE, html: await renderAt('/404') },
    // No page at all: the app renders whatever path it is opened at (offline day pages).
    { file: SHELL_PAGE, html: '' },
  ];
}

/** The app at `path`, once every lazy part and day guide has loaded; any error fails the build. */
async function renderAt(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter basename={BASENAME} location={BASENAME + path}>
        <App />
      </StaticRouter>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) {
    throw new Error(`prerendering ${path} failed: ${errors.map(String).join('; ')}`, { cause: errors[0] });
  }
  return html;
}
