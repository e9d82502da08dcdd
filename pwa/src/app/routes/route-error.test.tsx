import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ToastProvider } from '@/components/ui/toast';
import { RouteError } from './route-error';

function Boom(): never {
  throw new Error('Kaboom in render');
}

function renderRoutes(routes: RouteObject[], path = '/') {
  render(
    <ToastProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </ToastProvider>,
  );
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
});

describe('RouteError', () => {
  it("shows 'Unexpected Application Error!' when a route component throws", async () => {
    renderRoutes([{ path: '/', element: <Boom />, errorElement: <RouteError /> }]);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Kaboom in render')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Kaboom in render' }));
  });

  it("shows 'Unexpected Application Error!' with the status for a non-404 loader response", async () => {
    renderRoutes([
      {
        path: '/',
        element: <p>never</p>,
        errorElement: <RouteError />,
        HydrateFallback: () => null,
        loader: () => {
          throw data('Nope', { status: 500, statusText: 'Server Error' });
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('500 Server Error')).toBeInTheDocument();
    expect(screen.queryByText('never')).not.toBeInTheDocument();
  });

  it('shows the not-found page for a 404 thrown by a loader', async () => {
    renderRoutes([
      {
        path: '/',
        element: <p>never</p>,
        errorElement: <RouteError />,
        HydrateFallback: () => null,
        loader: () => {
          throw data('Not Found', { status: 404 });
        },
      },
    ]);
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('404'), '/'));
  });
});
