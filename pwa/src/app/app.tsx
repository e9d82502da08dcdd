import { lazy, Suspense } from 'react';
import { OfflineIndicator } from '@/components/ui/offline-indicator';
import { ToastProvider } from '@/components/ui/toast';
import { SummaryReplay } from '@/features/summary/components/summary-replay';
import { useAfterIdle } from '@/hooks/use-after-idle';
import { AppRoutes } from './router';

// Registers the service worker once the page is up; nothing to show until an update waits.
const ServiceWorkerUpdates = lazy(() =>
  import('@/features/install/components/service-worker-updates').then((m) => ({ default: m.ServiceWorkerUpdates })),
);

// Learns the programme's start date (and whether push reminders are on) from the service.
const ProgrammeSync = lazy(() => import('./programme-sync').then((m) => ({ default: m.ProgrammeSync })));

/** The whole app inside a router: `BrowserRouter` in the browser, `StaticRouter` when prerendering. */
export function App() {
  // The service worker and the programme's settings wait until the page
  // is idle after hydrating: the first paint and the first tap need none of them.
  const afterIdle = useAfterIdle();
  return (
    <ToastProvider>
      <OfflineIndicator />
      {afterIdle && (
        <Suspense fallback={null}>
          <ServiceWorkerUpdates />
          <ProgrammeSync />
        </Suspense>
      )}
      {/* Part of the first load: a device that goes offline at once still sends what it kept. */}
      <SummaryReplay />
      <AppRoutes />
    </ToastProvider>
  );
}
