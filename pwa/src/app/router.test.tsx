import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { quietConsoleErrors } from '@/testing/console';
import { guideDays, loadDayGuide, programme } from '@/content/programme';
import { formatClockTime } from '@/lib/clock-time';
import { renderAppAt } from '@/testing/render-app';

/** Shows the current path, so tests can see where navigation went. */
function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** Shows the current path with its query, so tests can see when the URL was tidied. */
function WhereExactly() {
  const { pathname, search } = useLocation();
  return <output data-testid="url">{pathname + search}</output>;
}

const renderAt = (path: string) => renderAppAt(path, <Where />);

const consoleError = quietConsoleErrors();

// The facts of the content the pages show, as the app has them.
const pin = programme.pinnedCover!;
const pinnedDay = await loadDayGuide(pin.day);
const guides = await Promise.all(guideDays.map((day) => loadDayGuide(day)));
/** A day with a guide (any: the route is what is tested). */
const aDay = guides[0]!;
/** A day whose footer counts the days. */
const dotsDay = guides.find((g) => g.footer.kind === 'dots')!;
const firstSlot = aDay.slots[0]!;
const markLabel = `Mark ${formatClockTime(firstSlot.time)} ${firstSlot.title} complete`;

describe('cover route /', () => {
  it('shows the church, title, subtitle, day line, theme, progress and credit', async () => {
    renderAt('/');
    // The cover's lazy parts load after it shows: let them, so no suspended render outlives the test.
    await screen.findByRole('button', { name: 'Text size' }, { timeout: 20_000 });
    expect(screen.getByRole('heading', { level: 1, name: programme.church })).toBeInTheDocument();
    expect(screen.getByText(programme.title)).toBeInTheDocument();
    expect(screen.getByText(programme.subtitle)).toBeInTheDocument();
    expect(screen.getByText(`Day ${pin.day} of ${programme.lengthDays}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: pin.theme })).toBeInTheDocument();
    expect(screen.getByText(`${pin.percentComplete}% Complete`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: `${pin.percentComplete}% Complete` })).toHaveAttribute('value', String(pin.percentComplete));
    expect(screen.getByText(`By Pastor ${programme.pastor}`)).toBeInTheDocument();
    expect(consoleError()).not.toHaveBeenCalled();
  });

  it(`has a 'Begin Day ${pin.day}' link to /day/${pin.day} that opens that day`, async () => {
    const user = userEvent.setup();
    renderAt('/');
    const begin = screen.getByRole('link', { name: `Begin Day ${pin.day}` });
    expect(begin).toHaveAttribute('href', `/day/${pin.day}`);
    await user.click(begin);
    expect(
      await screen.findByRole('heading', { name: pinnedDay.theme, level: 1 }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(`/day/${pin.day}`);
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
    expect(screen.getByRole('link', { name: `Begin Day ${pin.day}` })).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });
});

describe('day route', () => {
  it(`/day/${aDay.day} shows the theme and the back link from content`, async () => {
    renderAt(`/day/${aDay.day}`);
    // The first visit loads the day route's chunk and the guide (cold in the test runner).
    expect(await screen.findByText(aDay.theme, {}, { timeout: 20_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Guide' });
    expect(within(nav).getByRole('link', { name: aDay.backLabel })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Prayer wall' })).toHaveAttribute('href', '/prayer-wall');
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
  });

  it('a malformed hash (#%) never breaks the day page', async () => {
    window.history.replaceState(null, '', `/day/${aDay.day}#%`);
    try {
      renderAt(`/day/${aDay.day}#%`);
      expect(await screen.findByText(aDay.theme, {}, { timeout: 20_000 })).toBeInTheDocument();
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it(`/day/${dotsDay.day} shows its footer, hydration and summary panel`, async () => {
    renderAt(`/day/${dotsDay.day}`);
    expect(await screen.findByText(`Day ${dotsDay.day} of ${programme.lengthDays} Days`, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText(`0 of ${programme.hydrationGoal} glasses`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Email Your Daily Summary' })).toBeInTheDocument();
    expect(screen.getByText('No activities completed yet')).toBeInTheDocument();
  });
});

describe("a reminder's 'Mark done' link /day/N?done=<slot>", () => {
  const saved = () => Object.values(localStorage).join();

  /** Opens `query` on a day, and waits until the link was handled: the URL tidied of `done`. */
  async function openLink(query: string) {
    const path = `/day/${aDay.day}`;
    renderAppAt(`${path}${query}`, <WhereExactly />);
    const box = await screen.findByRole('checkbox', { name: markLabel }, { timeout: 20_000 });
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe(path));
    return box;
  }

  // The tidied URL itself is checked in the browser (pwa/e2e/reminders.test.mjs).
  it('ticks the slot and saves it', async () => {
    const box = await openLink(`?done=${firstSlot.key}#${firstSlot.key}`);
    expect(box).toBeChecked();
    expect(saved()).toContain(firstSlot.key);
  });

  it('a slot the day does not have ticks nothing', async () => {
    const box = await openLink('?done=nope');
    expect(box).not.toBeChecked();
    expect(saved()).not.toContain(firstSlot.key);
  });

  it('the member can untick the slot afterwards', async () => {
    const box = await openLink(`?done=${firstSlot.key}`);
    await userEvent.click(box);
    // Once the untick is saved, the link (tidied away) has not ticked it again.
    await waitFor(() => expect(saved()).not.toContain(firstSlot.key));
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
