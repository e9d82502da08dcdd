import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { ToastProvider } from '@/components/ui/toast';

/** `ui` inside a router, as a component of a page has it. */
export const renderInRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

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
