import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { PageNavExtra } from '@/components/ui/page-nav-extra';
import { loadDayGuide, parseGuideDay } from '@/content/programme';
import { LanguageLinks } from '@/features/language/components/language-switch';
import { dayPath } from '@/lib/page-files';
import { AppErrorBoundary } from './routes/route-error';
import { CoverRoute } from './routes/cover';
import { NotFoundRoute } from './routes/not-found';

// Day guides (and their components) load on demand; the cover needs none of it.
const DayRoute = lazy(() => import('./routes/day').then((m) => ({ default: m.DayRoute })));

/** A page whose code loads on demand: an empty page until it has. */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return (
    <Suspense fallback={<OpeningGuide />}>
      <Page />
    </Suspense>
  );
}

const daysPage = lazyPage(() => import('./routes/days'));
const journeyPage = lazyPage(() => import('./routes/journey'));
const prayerWallPage = lazyPage(() => import('./routes/prayer-wall'));
const printPage = lazyPage(() => import('./routes/print'));
const privacyPage = lazyPage(() => import('./routes/privacy'));
const safetyPage = lazyPage(() => import('./routes/safety'));
const watchPage = lazyPage(() => import('./routes/watch'));

/** The app's routes: `/`, `/days`, `/journey`, `/prayer-wall`, `/print`, `/privacy`, `/safety`, `/watch`, `/day/:dayNumber` (404 page for a day without a guide), and 404. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // Keyed by path: an error on one page does not stick to the next.
    <AppErrorBoundary key={pathname}>
      {/* Every page's row of links ends with the language switch (the cover and the 404 page have it above them). */}
      <PageNavExtra value={<LanguageLinks />}>
        <Routes>
          <Route path="/" element={<CoverRoute />} />
          <Route path="/days" element={daysPage} />
          <Route path="/journey" element={journeyPage} />
          <Route path="/prayer-wall" element={prayerWallPage} />
          <Route path="/print" element={printPage} />
          <Route path="/privacy" element={privacyPage} />
          <Route path="/safety" element={safetyPage} />
          <Route path="/watch" element={watchPage} />
          <Route path={dayPath(':dayNumber')} element={<DayOrNotFound />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </PageNavExtra>
    </AppErrorBoundary>
  );
}

/** A day without a guide is the 404 page itself (no lazy chunk), as the prerendered 404 page is. */
function DayOrNotFound() {
  const day = parseGuideDay(useParams().dayNumber);
  if (day === null) return <NotFoundRoute />;
  // The guide loads alongside the page's code, not after it (loads are shared; errors show later).
  loadDayGuide(day).catch(() => undefined);
  return (
    <Suspense fallback={<OpeningGuide />}>
      <DayRoute key={day} day={day} />
    </Suspense>
  );
}

function OpeningGuide() {
  return <main className="page page--center" aria-busy="true" />;
}
