import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppErrorBoundary } from './routes/route-error';
import { CoverRoute } from './routes/cover';
import { NotFoundRoute } from './routes/not-found';

// Day guides (and their components) load on demand; the cover needs none of it.
const DayRoute = lazy(() => import('./routes/day').then((m) => ({ default: m.DayRoute })));

/** The app's routes: `/`, `/day/:dayNumber` (404 page for a day without a guide), and 404. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // Keyed by path: an error on one page does not stick to the next.
    <AppErrorBoundary key={pathname}>
      <Routes>
        <Route path="/" element={<CoverRoute />} />
        <Route
          path="/day/:dayNumber"
          element={
            <Suspense fallback={<OpeningGuide />}>
              <DayRoute />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </AppErrorBoundary>
  );
}

function OpeningGuide() {
  return <main className="page page--center" aria-busy="true" />;
}
