import { RouterProvider } from 'react-router-dom';
import { OfflineIndicator } from '@/components/ui/offline-indicator';
import { ToastProvider } from '@/components/ui/toast';
import { ServiceWorkerUpdates } from '@/features/install/service-worker-updates';
import { SummaryReplay } from '@/features/summary/summary-replay';
import { router } from './router';

export function App() {
  return (
    <ToastProvider>
      <OfflineIndicator />
      <ServiceWorkerUpdates />
      <SummaryReplay />
      <RouterProvider router={router} />
    </ToastProvider>
  );
}
