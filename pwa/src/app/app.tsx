import { lazy, Suspense } from 'react';
import { OfflineIndicator } from '@/components/ui/offline-indicator';
import { ToastProvider } from '@/components/ui/toast';
import { useAfterIdle } from '@/hooks/use-after-idle';
import { AppRoutes } from './router';

// Registers the service worker once the page is up; nothing to show until an update waits.
const ServiceWorkerUpdates = lazy(() =>
  import('@/features/install/service-worker-updates').then((m) => ({ default: m.ServiceWorkerUpdates })),
);

// Sends summaries kept while offline (nothing to show; not needed for the first paint).
const SummaryReplay = lazy(() =>
  import('@/features/summary/summary-replay').then((m) => ({ default: m.SummaryReplay })),
);
// Learns the programme's start date (and whether push reminders are on) from the service.
const ProgrammeSync = lazy(() => import('./programme-sync').then((m) => ({ default: m.ProgrammeSync })));

/** The whole app inside a router: `BrowserRouter` in the browser, `StaticRouter` when prerendering. */
export function App() {
  // The service worker, the programme's settings and the send-later queue wait until the page
  // is idle after hydrating: the first paint and the first tap need none of them.
  const afterIdle = useAfterIdle();
  return (
    <ToastProvider>
      <OfflineIndicator />
      {afterIdle && (
        <Suspense fallback={null}>
          <ServiceWorkerUpdates />
          <ProgrammeSync />
          <SummaryReplay />
        </Suspense>
      )}
      <AppRoutes />
    </ToastProvider>
  );
}
