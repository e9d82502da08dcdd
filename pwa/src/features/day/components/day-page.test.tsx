import { act, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import day3 from '@content/days/day-03.json';
import { progressKey, saveProgress } from '@/lib/device-store';
import type { DayGuide } from '@/types/content';
import { useDayProgress } from '../hooks/use-day-progress';
import { DayPage } from './day-page';

const guide = day3 as DayGuide;
const START = '2025-10-01';
const [opening, morning] = guide.slots;

function Day() {
  return <DayPage guide={guide} startDate={START} progress={useDayProgress(START, guide.day, 8)} />;
}
const app = (
  <MemoryRouter initialEntries={[`/day/${guide.day}`]}>
    <Day />
  </MemoryRouter>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('the day page’s ready signal', () => {
  it('is busy, its controls disabled, until this device’s progress is applied; then ready', async () => {
    saveProgress(progressKey(START, guide.day), { completed: [opening!.key], journals: {}, hydration: 0 });
    const consoleError = vi.spyOn(console, 'error');
    // The page as prerendered, before the browser runs it.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(app);
    const main = container.querySelector('main')!;
    const box = (slot: typeof opening) =>
      within(container).getByRole('checkbox', { name: new RegExp(`${slot!.title} complete`) });
    expect(main).toHaveAttribute('aria-busy', 'true');
    expect(main).not.toHaveAttribute('data-ready');
    expect(box(opening)).toBeDisabled();
    expect(box(opening)).not.toBeChecked();
    for (const fieldset of container.querySelectorAll('fieldset')) {
      expect(fieldset.querySelector(':scope > legend')?.textContent?.trim()).toBeTruthy();
    }

    await act(async () => {
      root = hydrateRoot(container, app);
    });
    expect(container.querySelector('main')).toBe(main);
    expect(main).toHaveAttribute('aria-busy', 'false');
    expect(main).toHaveAttribute('data-ready');
    expect(box(opening)).toBeChecked();
    expect(box(morning)).toBeEnabled();
    expect(consoleError.mock.calls.filter(([m]) => !String(m).includes('multiple renderers'))).toEqual([]);
    consoleError.mockRestore();
  });
});
