import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { quietConsoleErrors } from '@/testing/console';
import { AppErrorBoundary } from './route-error';

function Boom(): never {
  throw new Error('Kaboom in render');
}

function ThrowsNonError(): never {
  throw 'a plain string';
}

const consoleError = quietConsoleErrors();

describe('AppErrorBoundary', () => {
  it("shows 'Unexpected Application Error!' with the message when a page throws, and logs it", () => {
    render(
      <MemoryRouter>
        <AppErrorBoundary>
          <Boom />
        </AppErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Kaboom in render')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(consoleError()).toHaveBeenCalledWith(expect.objectContaining({ message: 'Kaboom in render' }), expect.anything());
  });

  it('shows something readable for a thrown non-Error', () => {
    render(
      <MemoryRouter>
        <AppErrorBoundary>
          <ThrowsNonError />
        </AppErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('a plain string')).toBeInTheDocument();
  });

  it('renders its children when nothing throws', () => {
    function Fine() {
      const [n] = useState(1);
      return <p>fine {n}</p>;
    }
    render(
      <MemoryRouter>
        <AppErrorBoundary>
          <Fine />
        </AppErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('fine 1')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it("'Return to Home' leaves the error screen when keyed by path (as the app does)", async () => {
    function Keyed() {
      return (
        <Routes>
          <Route path="/" element={<Link to="/">home</Link>} />
          <Route path="/broken" element={<Boom />} />
        </Routes>
      );
    }
    function App() {
      return (
        <AppErrorBoundaryByPath>
          <Keyed />
        </AppErrorBoundaryByPath>
      );
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <App />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(screen.getByRole('link', { name: 'home' })).toBeInTheDocument();
  });
});

function AppErrorBoundaryByPath({ children }: { children: ReactNode }) {
  return <AppErrorBoundary key={useLocation().pathname}>{children}</AppErrorBoundary>;
}
