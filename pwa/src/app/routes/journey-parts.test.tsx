// A journey copy with the member's own prayer requests and the watch's pledges, as the app puts
// the parts together: saved, restored in a fresh browser without doubling anything, an old file
// without them restored as before, a damaged record refusing the whole file; and the wall's queue
// sent from another page when the browser is online again.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyOfDevice, programmeIdentity, restoreToDevice } from '@/features/journey/lib/device-copy';
import { readJourneyFile, writeJourneyFile } from '@/features/journey/lib/journey-file';
import { restoredText } from '@/features/journey/lib/restored-text';
import { fakeService } from '@/features/prayer-wall/lib/wall-service.fixtures';
import { asked, mineStore, newAuthorKey, type OwnRequest } from '@/features/prayer-wall/lib/wall-store';
import { samplePlan } from '@/features/watch/lib/watch.fixtures';
import { keep, pledged, pledgesStore, unpledged } from '@/features/watch/lib/watch-store';
import type { WatchTurn } from '@/types/api';
import { App } from '../app';
import { journeyParts } from './journey-parts';

afterEach(() => vi.unstubAllGlobals());

const START = '2026-10-20';
const programme = programmeIdentity(START);
const [nine, ten, eleven] = samplePlan([12]).turns as [WatchTurn, WatchTurn, WatchTurn];
const shown: OwnRequest = {
  ...asked([], 'Pray for my sister Ana, starting a new job.', newAuthorKey(), Date.parse('2026-10-22T09:00:00Z'))[0]!,
  id: 'asked00000000000000001',
  status: 'shown',
  prayed: 2,
};
const waiting = asked([], 'Pray for our youth group this weekend.', newAuthorKey(), Date.parse('2026-10-25T09:00:00Z'))[0]!;

/** This device's copy, saved, and the device then emptied: a fresh browser. */
async function savedAndCleared(): Promise<string> {
  const text = await writeJourneyFile(copyOfDevice(START, new Date('2026-11-20T10:00:00Z'), journeyParts));
  localStorage.clear();
  return text;
}

describe('a journey copy with requests and pledges', () => {
  it('restores them in a fresh browser as they stood, and sends what the service has not got', async () => {
    const service = fakeService();
    service.online = false;
    mineStore.write([waiting, shown]);
    pledgesStore.write(unpledged(pledged(pledged([], nine), ten), ten.day, ten.start));
    pledgesStore.write(pledgesStore.read().map((p) => (p.start === nine.start ? { ...p, sent: true, counted: true } : p)));
    const text = await savedAndCleared();
    const file = JSON.parse(text);
    expect(file.requests).toHaveLength(2);
    expect(file.pledges).toEqual([
      { day: 12, start: nine.start, startsAt: nine.startsAt, token: expect.any(String), pledged: true, sent: true },
      { day: 12, start: ten.start, startsAt: ten.startsAt, token: expect.any(String), pledged: false, sent: false },
    ]);

    service.online = true;
    const copy = await readJourneyFile(text, programme, journeyParts);
    expect(restoredText(restoreToDevice(START, copy, journeyParts))).toBe(
      'Restored 2 prayer requests, 1 hour of the watch. Nothing already on this device was replaced.',
    );
    expect(mineStore.read().map((r) => r.authorKey)).toEqual([waiting.authorKey, shown.authorKey]);
    expect(pledgesStore.read()).toEqual([
      { ...file.pledges[0], counted: false, error: null },
      { ...file.pledges[1], counted: false, error: null },
    ]);
    // The request the service had not got goes once, under its key; the taking back that waited too.
    await vi.waitFor(() => expect(mineStore.read()[0]!.id).toEqual(expect.any(String)));
    expect(service.to('/requests')).toEqual([{ text: waiting.text, authorKey: waiting.authorKey }]);
  });

  it('merges into a device that holds some of them: by key and by turn, its own kept, nothing doubled', async () => {
    fakeService().online = false;
    mineStore.write([shown]);
    pledgesStore.write(pledged(pledged([], nine), eleven));
    const text = await savedAndCleared();
    mineStore.write([{ ...shown, status: 'hidden' }]);
    pledgesStore.write(unpledged(pledged([], nine), nine.day, nine.start));
    const copy = await readJourneyFile(text, programme, journeyParts);
    expect(restoreToDevice(START, copy, journeyParts)).toMatchObject({ requests: 0, hours: 1 });
    expect(mineStore.read()).toEqual([{ ...shown, status: 'hidden' }]);
    expect(pledgesStore.read().map((p) => [p.start, p.pledged])).toEqual([
      [nine.start, false],
      [eleven.start, true],
    ]);
    expect(restoredText(restoreToDevice(START, copy, journeyParts))).toBe('Everything in this copy is already on this device.');
  });

  it('restores a file saved before them, and refuses a file with one damaged record whole', async () => {
    const old = await writeJourneyFile({ programme, savedAt: '2026-11-20T10:00:00Z', days: { 1: { completed: ['x'], journals: {}, hydration: 0 } } });
    expect(restoreToDevice(START, await readJourneyFile(old, programme, journeyParts), journeyParts)).toMatchObject({ slots: 1, requests: 0, hours: 0 });

    keep(pledgesStore, pledged([], nine));
    const saved = copyOfDevice(START, new Date('2026-11-20T10:00:00Z'), journeyParts);
    for (const broken of [{ ...saved.pledges![0]!, start: '25:00' }, { ...saved.pledges![0]!, sent: 'yes' }]) {
      const text = await writeJourneyFile({ ...saved, pledges: [broken] });
      await expect(readJourneyFile(text, programme, journeyParts)).rejects.toThrow(/parts of it cannot be read/);
    }
  });
});

describe('the prayer wall’s queue in the app', () => {
  it('is sent once when the browser is online again while another page is shown', async () => {
    const service = fakeService();
    service.online = false;
    mineStore.write(asked([], 'Pray for our youth group this weekend.', newAuthorKey(), Date.now()));
    render(
      <MemoryRouter initialEntries={['/privacy']}>
        <App />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Your privacy' }, { timeout: 20_000 });
    service.online = true;
    await vi.waitFor(
      () => {
        act(() => void window.dispatchEvent(new Event('online')));
        expect(mineStore.read()[0]!.id).toEqual(expect.any(String));
      },
      { timeout: 20_000 },
    );
    act(() => void window.dispatchEvent(new Event('online')));
    await act(async () => {});
    expect(service.to('/requests')).toHaveLength(1);
  });
});
