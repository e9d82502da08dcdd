import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { quietConsoleErrors } from '@/testing/console';
import programmeJson from '@content/programme.json';
import day3 from '@content/days/day-03.json';
import { renderAppAt } from '@/testing/render-app';

/** Shows the current path, so tests can see where navigation went. */
function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

const renderAt = (path: string) => renderAppAt(path, <Where />);

const consoleError = quietConsoleErrors();

describe('cover route /', () => {
  it('shows the church, title, subtitle, day line, theme, progress and credit', async () => {
    renderAt('/');
    // The cover's lazy parts load after it shows: let them, so no suspended render outlives the test.
    await screen.findByRole('button', { name: 'Text size' }, { timeout: 20_000 });
    expect(screen.getByRole('heading', { level: 1, name: programmeJson.church })).toBeInTheDocument();
    expect(screen.getByText('40-Day Prayer Fast')).toBeInTheDocument();
    expect(screen.getByText('Personal Guide')).toBeInTheDocument();
    expect(screen.getByText('Day 12 of 40')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Possessing the Gates: Taking Spiritual Control and Dominion' }),
    ).toBeInTheDocument();
    expect(screen.getByText('30% Complete')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '30% Complete' })).toHaveAttribute('value', '30');
    expect(screen.getByText(`By Pastor ${programmeJson.pastor}`)).toBeInTheDocument();
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it("has a 'Begin Day 12' link to /day/12 that opens day 12", async () => {
    const user = userEvent.setup();
    renderAt('/');
    const begin = screen.getByRole('link', { name: 'Begin Day 12' });
    expect(begin).toHaveAttribute('href', '/day/12');
    await user.click(begin);
    expect(
      await screen.findByRole('heading', { name: /Possessing the Gates/, level: 1 }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/day/12');
  });
});

describe('not found', () => {
  it.each(['/nope', '/day/367', '/day/3x', '/day/03', '/day/0', '/day/-3', '/day/3.0', '/day/abc', '/day/3/extra'])(
    '%s shows the 404 page and logs a console error',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      // The log is written from an effect, which may run just after the page is shown.
      await waitFor(() => expect(consoleError()).toHaveBeenCalledWith(expect.stringContaining('404'), path));
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    },
  );

  it("'Return to Home' goes back to the cover", async () => {
    const user = userEvent.setup();
    renderAt('/nope');
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(screen.getByRole('link', { name: 'Begin Day 12' })).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });
});

describe('day route', () => {
  it('/day/3 shows the theme and the back link from content', async () => {
    renderAt('/day/3');
    // The first visit loads the day route's chunk and the guide (cold in the test runner).
    expect(await screen.findByText('Active Cleansing & Radical Forgiveness', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(day3.theme).toBe('Active Cleansing & Radical Forgiveness');
    const nav = screen.getByRole('navigation', { name: 'Guide' });
    expect(within(nav).getByRole('link', { name: day3.backLabel })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Prayer wall' })).toHaveAttribute('href', '/prayer-wall');
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it('a malformed hash (#%) never breaks the day page', async () => {
    window.history.replaceState(null, '', '/day/3#%');
    try {
      renderAt('/day/3#%');
      expect(await screen.findByText('Active Cleansing & Radical Forgiveness', {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('/day/3 shows its footer, hydration and summary panel', async () => {
    renderAt('/day/3');
    expect(await screen.findByText('Day 3 of 40 Days', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('0 of 8 glasses')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email Your Daily Summary' })).toBeInTheDocument();
    expect(screen.getByText('No activities completed yet')).toBeInTheDocument();
  });
});

describe("a reminder's 'Mark done' link /day/N?done=<slot>", () => {
  async function openLink(path: string) {
    renderAppAt(path);
    const box = await screen.findByRole('checkbox', { name: 'Mark 6:00 AM Opening Consecration complete' }, { timeout: 20_000 });
    // Let the effects and the router's transition run to the end.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    return box;
  }

  // The tidied URL itself is checked in the browser (pwa/e2e/reminders.test.mjs).
  it('ticks the slot and saves it', async () => {
    const box = await openLink('/day/3?done=opening#opening');
    expect(box).toBeChecked();
    expect(Object.values(localStorage).join()).toContain('opening');
  });

  it('a slot the day does not have ticks nothing', async () => {
    const box = await openLink('/day/3?done=nope');
    expect(box).not.toBeChecked();
    expect(Object.values(localStorage).join()).not.toContain('opening');
  });

  it('the member can untick the slot afterwards', async () => {
    const box = await openLink('/day/3?done=opening');
    await userEvent.click(box);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(box).not.toBeChecked();
  });
});

// Last: a first visit to another lazily loaded page between two day pages' tests leaves the
// second day suspended in this test runner (seen with /privacy too), so the wall's visit comes after them.
describe('prayer wall route /prayer-wall', () => {
  it('opens from the cover’s link, asking before it sends and showing the wall', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input) === '/api/prayer-wall') return Response.json({ requests: [] });
        throw new TypeError('Failed to fetch');
      }),
    );
    try {
      const user = userEvent.setup();
      renderAt('/');
      const link = await screen.findByRole('link', { name: 'Prayer wall' }, { timeout: 20_000 });
      expect(link).toHaveAttribute('href', '/prayer-wall');
      await user.click(link);
      expect(await screen.findByRole('heading', { level: 1, name: 'Prayer wall' }, { timeout: 20_000 })).toBeInTheDocument();
      expect(screen.getByTestId('path')).toHaveTextContent('/prayer-wall');
      expect(screen.getByRole('textbox', { name: 'Your prayer request' })).toBeInTheDocument();
      expect(await screen.findByText('There are no requests on the wall yet.')).toBeInTheDocument();
      expect(document.querySelector('main')).toHaveAttribute('data-ready');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is linked from the days list', async () => {
    renderAt('/days');
    expect(await screen.findByRole('link', { name: 'Prayer wall' }, { timeout: 20_000 })).toHaveAttribute('href', '/prayer-wall');
  });
});
