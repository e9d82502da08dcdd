// A day page in each rhythm (issue 44): every prayer time is the page as written; morning and
// evening keeps its prayer times up front and the others in a closed disclosure; once a day walks
// the short path with one tick. Ticks and journals are kept by slot, whatever the rhythm.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import rhythms from 'virtual:rhythms';
import day3 from '@content/days/day-03.json';
import { formatClockTime } from '@/lib/clock-time';
import { loadProgress, progressKey } from '@/lib/device-store';
import type { DayGuide, RhythmKey, Slot } from '@/types/content';
import { useDayProgress } from '../hooks/use-day-progress';
import type { DayRhythm } from '../lib/rhythm-day';
import { DayPage } from './day-page';

const guide = day3 as DayGuide;
const START = '2025-10-01';
const offered = rhythms!;
const slots = [...guide.slots, guide.close];
const slot = (key: string) => slots.find((s) => s.key === key)!;
const [onceKey] = offered.once.slots!;
const twiceKeys = offered.twice.slots!;

function Day({ rhythm }: { rhythm?: DayRhythm }) {
  return <DayPage guide={guide} startDate={START} progress={useDayProgress(START, guide.day, 8)} rhythm={rhythm} />;
}
const inRhythm = (key: RhythmKey): DayRhythm => ({ key, slots: offered[key].slots ?? null });
const page = (rhythm?: DayRhythm) => (
  <MemoryRouter initialEntries={[`/day/${guide.day}`]}>
    <Day rhythm={rhythm} />
  </MemoryRouter>
);

const box = (s: Slot) => screen.getByRole('checkbox', { name: `Mark ${formatClockTime(s.time)} ${s.title} complete` });
const kept = () => loadProgress(progressKey(START, guide.day));
const footer = () => screen.getByRole('contentinfo');
/** A page's HTML but for React's ids (`useId`), which differ from one render to another. */
const withoutIds = (html: string) => html.replace(/_r_[0-9a-z]+_/g, '_r_');
/** The checkboxes not inside a disclosure. */
const upFront = () => screen.getAllByRole('checkbox').filter((c) => !c.closest('details'));

describe('a day page in a rhythm', () => {
  it('every prayer time is the page as written', async () => {
    const written = render(page());
    await screen.findByRole('checkbox', { name: /Opening Consecration/ });
    const html = withoutIds(written.container.innerHTML);
    written.unmount();
    const every = render(page(inRhythm('every')));
    await screen.findByRole('checkbox', { name: /Opening Consecration/ });
    expect(withoutIds(every.container.innerHTML)).toBe(html);
    expect(every.container.querySelector('details')).toBeNull();
    expect(footer()).toHaveTextContent(`Day ${guide.day} of 40 Days`);
  });

  it('morning and evening shows its prayer times and puts the others in a closed disclosure whose ticks work', async () => {
    const user = userEvent.setup();
    render(page(inRhythm('twice')));
    await screen.findByRole('checkbox', { name: /Opening Consecration/ });
    const disclosure = screen.getByText('Other prayer times today').closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    for (const s of slots) {
      const inside = disclosure.contains(box(s));
      expect(inside, s.key).toBe(!twiceKeys.includes(s.key));
    }
    // The close is kept (a slot on this day).
    expect(twiceKeys).toContain(guide.close.key);
    expect(upFront()).toHaveLength(twiceKeys.length);

    await user.click(box(slot(twiceKeys[0]!)));
    expect(footer()).toHaveTextContent(`1 of ${twiceKeys.length} prayer times`);
    const other = slots.find((s) => !twiceKeys.includes(s.key))!;
    await user.click(within(disclosure).getByText('Other prayer times today'));
    expect(disclosure).toHaveAttribute('open');
    await user.click(box(other));
    expect(kept().completed).toEqual([twiceKeys[0], other.key]);
    // A tick beyond the rhythm is counted, never left out.
    expect(footer()).toHaveTextContent(`2 of ${twiceKeys.length + 1} prayer times`);
  });

  it('once a day shows the short path and one tick, the rest of the day closed', async () => {
    const user = userEvent.setup();
    render(page(inRhythm('once')));
    await screen.findByRole('checkbox', { name: 'I prayed today' });
    const focus = slot(onceKey!);
    const path = screen.getByRole('region', { name: 'Today’s prayer focus' });
    expect(path).toHaveTextContent(focus.prayerFocus!);
    expect(path).toHaveTextContent(`Suggested time: ${formatClockTime(focus.time)}, or whenever suits your day`);
    for (const text of [guide.anchorScripture.text, guide.dailyPrayer, ...guide.declarations]) {
      expect(screen.getByText(text, { exact: false }).closest('details'), text).toBeNull();
    }
    const rest = screen.getByText('The rest of today’s guide').closest('details')!;
    expect(rest).not.toHaveAttribute('open');
    for (const s of slots) expect(rest).toContainElement(screen.getByRole('article', { name: s.title }));
    expect(upFront()).toEqual([screen.getByRole('checkbox', { name: 'I prayed today' })]);
    expect(footer()).toHaveTextContent('0 of 1 prayer time');

    await user.click(screen.getByRole('checkbox', { name: 'I prayed today' }));
    expect(kept().completed).toEqual([onceKey]);
    expect(box(focus)).toBeChecked();
    expect(footer()).toHaveTextContent('1 of 1 prayer time');
  });

  it('switching rhythm loses no tick or journal; back to every prayer time, every tick is there', async () => {
    const user = userEvent.setup();
    const view = render(page());
    await screen.findByRole('checkbox', { name: /Opening Consecration/ });
    const [, morning, , afternoon] = guide.slots;
    await user.click(box(morning!));
    await user.click(box(afternoon!));
    const journal = screen.getAllByRole('textbox')[0]!;
    await user.type(journal, 'Kept');

    view.rerender(page(inRhythm('once')));
    await user.click(screen.getByRole('checkbox', { name: 'I prayed today' }));
    // Ticks kept before count too: never fewer than kept.
    expect(footer()).toHaveTextContent('3 of 3 prayer times');
    view.rerender(page(inRhythm('twice')));
    expect(box(morning!)).toBeChecked();

    view.rerender(page(inRhythm('every')));
    for (const s of [slot(onceKey!), morning!, afternoon!]) expect(box(s)).toBeChecked();
    expect(screen.getAllByRole('textbox')[0]).toHaveValue('Kept');
    expect(kept().completed.sort()).toEqual([onceKey, morning!.key, afternoon!.key].sort());
    expect(footer()).toHaveTextContent(`Day ${guide.day} of 40 Days`);
  });
});

describe('a reminder’s link in a rhythm', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  const scrolledTo = () => {
    const scroll = vi.fn<(this: Element) => void>(function (this: Element) {});
    Element.prototype.scrollIntoView = scroll;
    return () => scroll.mock.contexts.at(-1);
  };

  it('opens the disclosure of a prayer time set aside, and goes to the short path for its own', async () => {
    const other = slots.find((s) => !twiceKeys.includes(s.key))!;
    window.history.replaceState(null, '', `/day/${guide.day}#${other.key}`);
    let last = scrolledTo();
    const view = render(page(inRhythm('twice')));
    await screen.findByRole('checkbox', { name: /Opening Consecration/ });
    await expect.poll(last).toBe(screen.getByRole('article', { name: other.title }));
    expect(screen.getByText('Other prayer times today').closest('details')).toHaveAttribute('open');
    view.unmount();

    window.history.replaceState(null, '', `/day/${guide.day}#${onceKey}`);
    last = scrolledTo();
    render(page(inRhythm('once')));
    await screen.findByRole('checkbox', { name: 'I prayed today' });
    await expect.poll(last).toBe(document.getElementById('short-path'));
  });
});
