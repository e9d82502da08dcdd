import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast';
import { SummaryReplay } from '@/features/summary/summary-replay';
import { router } from './router';

export function App() {
  return (
    <ToastProvider>
      <SummaryReplay />
      <RouterProvider router={router} />
    </ToastProvider>
  );
}
