import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { ToastProvider } from '@/components/ui/toast';

/** The app's routes opened at `path`, as the browser would open them; `extra` renders beside them. */
export function renderAppAt(path: string, extra?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <AppRoutes />
        {extra}
      </ToastProvider>
    </MemoryRouter>,
  );
}
