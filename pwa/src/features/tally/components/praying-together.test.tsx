import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import programmeJson from '@content/programme.json';
import day3 from '@content/days/day-03.json';
import { atLocalTime, dateOfDay } from '@/content/calendar';
import { checkableSlots } from '@/content/checkable-slots';
import { formatClockTime } from '@/lib/clock-time';
import { PRAYER_WATCH_KEY, type DayTally } from '@/types/api';
import type { DayGuide } from '@/types/content';
import { PrayingTogether } from './praying-together';

const guide = day3 as DayGuide;
const [first, second] = checkableSlots(guide);
const start = programmeJson.startDate;

function on(day: number, tally: DayTally) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(atLocalTime(dateOfDay(start, day), '10:00'));
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json(tally));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const tally: DayTally = {
  day: 3,
  devices: 312,
  slots: [
    { slot: first!.key, devices: 312 },
    { slot: second!.key, devices: null },
    { slot: PRAYER_WATCH_KEY, devices: 40 },
  ],
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PrayingTogether', () => {
  it('on today’s page, shows each prayer time counted 5 or more times, and never “fewer than 5” or a count not yet published', async () => {
    const fetchMock = on(3, tally);
    render(<PrayingTogether guide={guide} startDate={start} />);
    expect(await screen.findByText(`312 of us prayed at ${formatClockTime(first!.time)} today`)).toBeInTheDocument();
    expect(screen.getByText(`40 of us kept the ${programmeJson.prayerWatch.title.toLowerCase()} today`)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(`prayed at ${formatClockTime(second!.time)}`))).not.toBeInTheDocument();
    // Why a later prayer time has no line yet.
    expect(screen.getByText('Each prayer time’s count appears an hour after it begins.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/tally/3');
  });

  it('asks nothing and shows nothing on another day’s page', () => {
    const fetchMock = on(4, tally);
    const { container } = render(<PrayingTogether guide={guide} startDate={start} />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing while every count is under 5 or not yet published', async () => {
    const fetchMock = on(3, { day: 3, devices: null, slots: tally.slots.map((s) => ({ ...s, devices: null })) });
    const { container } = render(<PrayingTogether guide={guide} startDate={start} />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
