import { render } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { ToastProvider } from '@/components/ui/toast';

/** `ui` inside a router, as a component of a page has it (several: side by side, as on one page). */
export const renderInRouter = (...ui: ReactNode[]) => render(createElement(MemoryRouter, null, ...ui));

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
