import { act, waitFor } from '@testing-library/react';
import safety from 'virtual:safety';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { guideDays, loadDayGuide, programme } from '@/content/programme';
import { renderPages, type RenderedPage } from './render-pages';

/** The day the cover is pinned to, as content/programme.json has it. */
const pin = programme.pinnedCover!;
const pinnedDay = await loadDayGuide(pin.day);
const guides = await Promise.all(guideDays.map((day) => loadDayGuide(day)));
/** A day whose close is a slot to tick, and one whose close is a card. */
const closeDays = (['slot', 'card'] as const).map((shownAs) => guides.find((g) => g.closeShownAs === shownAs)!.day);

// The service worker registration needs the PWA plugin's virtual module: not part of this test.
vi.mock('@/features/install/components/service-worker-updates', () => ({ ServiceWorkerUpdates: () => null }));

const pathOf = (file: string) =>
  file === '/index.html' ? '/' : file === '/404.html' ? '/nope' : file.replace(/\.html$/, '');

function textOf(html: string): string {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div.textContent ?? '';
}

let pages: RenderedPage[];
beforeAll(async () => {
  pages = await renderPages();
}, 30_000);

let consoleError: MockInstance<typeof console.error>;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  consoleError?.mockRestore();
  document.body.replaceChildren();
});

describe('renderPages', () => {
  it('renders the cover, the days list, the journey, the prayer wall, the print edition, privacy, fasting safely, keeping watch, every day with a guide and the 404 page', () => {
    expect(pages.map((p) => p.file)).toEqual([
      '/index.html',
      '/days.html',
      '/journey.html',
      '/prayer-wall.html',
      '/print.html',
      '/privacy.html',
      '/safety.html',
      '/watch.html',
      ...guideDays.map((day) => `/day/${day}.html`),
      '/404.html',
      '/shell.html',
    ]);
    const privacy = pages.find((p) => p.file === '/privacy.html')!;
    expect(privacy.title).toBe(`Privacy · ${programme.title}`);
    expect(textOf(privacy.html)).toContain('What stays on your phone');
    const wall = pages.find((p) => p.file === '/prayer-wall.html')!;
    expect(wall.title).toBe(`Prayer wall · ${programme.title}`);
    expect(textOf(wall.html)).toContain('Use first names only, and share no one’s health details without their permission.');
    const watch = pages.find((p) => p.file === '/watch.html')!;
    expect(watch.title).toBe(`Keep watch · ${programme.title}`);
    // A first visit's page: the watch is read in the browser, then `main[data-ready]`.
    expect(textOf(watch.html)).toContain('Opening the watch…');
    expect(watch.html).toContain('aria-busy="true"');
    const safetyPage = pages.find((p) => p.file === '/safety.html')!;
    expect(safetyPage.title).toBe(`${safety.title} · ${programme.title}`);
    for (const section of [safety.askFirst, safety.stopAndSeekHelp, safety.eatingDisorders]) {
      expect(textOf(safetyPage.html)).toContain(section.heading);
    }
    const cover = pages[0]!;
    expect(textOf(cover.html)).toContain(`Begin Day ${pin.day}`);
    expect(cover.title).toBeUndefined();
    const day = pages.find((p) => p.file === `/day/${pin.day}.html`)!;
    expect(day.title).toBe(`Day ${pin.day}: ${pinnedDay.theme} · ${programme.title}`);
    expect(textOf(day.html)).toContain(pinnedDay.theme);
    expect(textOf(pages.at(-2)!.html)).toContain('Oops! Page not found');
    expect(pages.at(-1)!.html).toBe('');
    for (const page of pages) expect(page.html, page.file).not.toMatch(/<script|style="/);
  });

  it('links the other language once on every page: above the cover and the 404 page, ending every other page’s row of links', () => {
    for (const page of pages.filter((p) => p.html !== '')) {
      const div = document.createElement('div');
      div.innerHTML = page.html;
      const links = div.querySelectorAll('a[hreflang]');
      expect(links, page.file).toHaveLength(1);
      const where = ['/index.html', '/404.html'].includes(page.file) ? 'nav.language-switch' : 'nav.page-nav';
      expect(links[0]!.closest(where), page.file).not.toBeNull();
    }
  });

  it.each(['/index.html', '/days.html', '/prayer-wall.html', '/privacy.html', '/safety.html', '/watch.html', ...closeDays.map((day) => `/day/${day}.html`), '/404.html'])(
    '%s hydrates in place: no mismatch, no element replaced',
    async (file) => {
      const page = pages.find((p) => p.file === file)!;
      // A fresh app, as in a browser: its lazy parts and day guides are not loaded yet.
      vi.resetModules();
      const { App } = await import('./app');
      consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = page.html;
      const main = container.querySelector('main');
      const recoverable: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <MemoryRouter initialEntries={[pathOf(file)]}>
              <App />
            </MemoryRouter>
          </StrictMode>,
          { onRecoverableError: (error) => void recoverable.push(error) },
        );
      });
      // A day's guide hydrates once its lazy parts load; its title effect runs then.
      if (page.title) await waitFor(() => expect(document.title).toBe(page.title));
      expect(recoverable).toEqual([]);
      const unexpected = consoleError.mock.calls
        .map((call) => String(call[0]))
        // The 404 page's own log, and a development-only warning about server and client
        // renderers sharing one JavaScript realm (as they do in this test only).
        .filter((message) => !message.startsWith('404 Error') && !message.includes('multiple renderers'));
      expect(unexpected).toEqual([]);
      expect(container.querySelector('main')).toBe(main);
    },
  );
});
