// The watch's page (/watch) in the app: a lazy route, linked from the cover and the days list.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt } from '@/testing/render-app';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

afterEach(() => vi.unstubAllGlobals());

describe('watch route /watch', () => {
  it('opens from the cover’s link, and reads the watch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input) === '/api/watch') return Response.json({ error: 'No watch hour by hour.' }, { status: 404 });
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    renderAppAt('/', <Where />);
    const link = await screen.findByRole('link', { name: 'Keep watch' }, { timeout: 20_000 });
    expect(link).toHaveAttribute('href', '/watch');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Keep watch' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/watch');
    expect(await screen.findByText(/keeps the prayer watch together rather than hour by hour/)).toBeInTheDocument();
    expect(document.querySelector('main')).toHaveAttribute('data-ready');
  });

  it('is linked from the days list', async () => {
    renderAppAt('/days');
    expect(await screen.findByRole('link', { name: 'Keep watch' }, { timeout: 20_000 })).toHaveAttribute('href', '/watch');
  });
});
