// "I kept this hour", mounted once in the app's shell: when a turn pledged from this device ends
// while the app is open (one timer to that end, set again when the page is shown again), a polite,
// non-modal prompt; "I kept this hour" is counted under a fresh token, then thanks; an hour answered
// either way is never asked about again.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptStore } from '../lib/kept-store';
import { churchInstant, fakeWatchService, samplePlan } from '../lib/watch.fixtures';
import { keep, pledged, pledgesStore } from '../lib/watch-store';
import { KeptPrompt } from './kept-prompt';

const plan = samplePlan([12]);
const [nine, ten] = plan.turns as [(typeof plan.turns)[0], (typeof plan.turns)[0]];
const at = (hour: number, minutes = 0) => Date.parse(churchInstant(12, hour)) + minutes * 60_000;
const pledge = (turn: typeof nine) => keep(pledgesStore, pledged(pledgesStore.read(), turn));
const prompt = () => screen.getByRole('region', { name: 'Your hour of the watch' });
const live = () => screen.getByRole('status');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(at(21, 30));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Moves the clock on by `ms`, firing the timers due meanwhile. */
const later = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('I kept this hour', () => {
  it('asks once the pledged turn ends, counts the answer under a fresh token, thanks, and never asks again', async () => {
    const service = fakeWatchService(plan);
    pledge(nine);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const intervals = vi.spyOn(globalThis, 'setInterval');
    render(<KeptPrompt />);
    expect(live()).toBeEmptyDOMElement();
    // One timer, to the turn's end: nothing polls.
    expect(timers.mock.calls.map(([, ms]) => ms)).toEqual([30 * 60_000]);
    await later(29 * 60_000);
    expect(live()).toBeEmptyDOMElement();
    await later(60_000);
    expect(live()).toHaveTextContent('Your hour of the watch has ended.Night of Day 12, 9:00 PM');
    expect(timers).toHaveBeenCalledTimes(1);
    expect(intervals).not.toHaveBeenCalled();

    // Answered from the keyboard: the member goes on from the thanks' Close button.
    const keptButton = screen.getByRole('button', { name: 'I kept this hour' });
    keptButton.focus();
    fireEvent.click(keptButton);
    expect(live()).toHaveTextContent('Thank you for keeping watch.');
    expect(within(prompt()).getByRole('button', { name: 'Close' })).toHaveFocus();
    await vi.waitFor(() => expect(service.kept).toHaveLength(1));
    expect(service.kept[0]).toEqual({ day: 12, start: '21:00', token: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    await vi.waitFor(() => expect(keptStore.read()[0]).toMatchObject({ answer: 'kept', sent: true }));
    expect(screen.queryByRole('button', { name: 'I kept this hour' })).not.toBeInTheDocument();

    fireEvent.click(within(prompt()).getByRole('button', { name: 'Close' }));
    expect(live()).toBeEmptyDOMElement();
    // A change to the pledges (another tab, the watch page) does not bring it back.
    pledge(ten);
    await later(0);
    expect(live()).toBeEmptyDOMElement();
  });

  it('goes away for good when dismissed, sending nothing, and asks about the next hour when it ends', async () => {
    const service = fakeWatchService(plan);
    pledge(nine);
    pledge(ten);
    render(<KeptPrompt />);
    await later(30 * 60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(live()).toBeEmptyDOMElement();
    expect(keptStore.read()).toMatchObject([{ day: 12, start: '21:00', answer: 'dismissed', token: null }]);
    await later(60 * 60_000);
    expect(live()).toHaveTextContent('Night of Day 12, 10:00 PM');
    expect(service.kept).toEqual([]);
  });

  it('looks again when the page is shown again (a hidden page’s timers may wait)', async () => {
    fakeWatchService(plan);
    pledge(nine);
    render(<KeptPrompt />);
    // The clock moves past the end without the timer firing, as in a phone's pocket.
    vi.setSystemTime(at(22, 10));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(live()).toHaveTextContent('Your hour of the watch has ended.');
  });

  it('does not ask about a turn that ended before the app opened', async () => {
    fakeWatchService(plan);
    vi.setSystemTime(at(22, 30));
    pledge(nine);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    render(<KeptPrompt />);
    expect(live()).toBeEmptyDOMElement();
    expect(timers).not.toHaveBeenCalled();
  });

  it('shows the service’s words when it did not count the hour', async () => {
    const service = fakeWatchService(plan);
    service.nextKept.push(Response.json({ error: 'That hour has not begun yet.' }, { status: 422 }));
    pledge(nine);
    render(<KeptPrompt />);
    await later(30 * 60_000);
    fireEvent.click(screen.getByRole('button', { name: 'I kept this hour' }));
    await vi.waitFor(() => expect(live()).toHaveTextContent('Not counted: That hour has not begun yet.'));
  });
});
