import { lazy, Suspense } from 'react';
import { ClientOnly } from '@/components/ui/client-only';
import { OfflineIndicator } from '@/components/ui/offline-indicator';
import { ToastProvider } from '@/components/ui/toast';
import { SummaryReplay } from '@/features/summary/summary-replay';
import { AppRoutes } from './router';

// Registers the service worker once the page is up; nothing to show until an update waits.
const ServiceWorkerUpdates = lazy(() =>
  import('@/features/install/service-worker-updates').then((m) => ({ default: m.ServiceWorkerUpdates })),
);

/** The whole app inside a router: `BrowserRouter` in the browser, `StaticRouter` when prerendering. */
export function App() {
  return (
    <ToastProvider>
      <OfflineIndicator />
      <ClientOnly>
        <Suspense fallback={null}>
          <ServiceWorkerUpdates />
        </Suspense>
      </ClientOnly>
      <SummaryReplay />
      <AppRoutes />
    </ToastProvider>
  );
}
