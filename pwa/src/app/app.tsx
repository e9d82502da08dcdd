import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { OfflineIndicator } from '@/components/ui/offline-indicator';
import { ToastProvider } from '@/components/ui/toast';
import { SummaryReplay } from '@/features/summary/summary-replay';
import { AppRoutes } from './router';

// Registers the service worker once the page is up; nothing to show until an update waits.
const ServiceWorkerUpdates = lazy(() =>
  import('@/features/install/service-worker-updates').then((m) => ({ default: m.ServiceWorkerUpdates })),
);

export function App() {
  return (
    <BrowserRouter>
      <ToastProvider>
        <OfflineIndicator />
        <Suspense fallback={null}>
          <ServiceWorkerUpdates />
        </Suspense>
        <SummaryReplay />
        <AppRoutes />
      </ToastProvider>
    </BrowserRouter>
  );
}
