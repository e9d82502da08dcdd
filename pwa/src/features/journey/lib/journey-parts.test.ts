// A copy's requests and pledges, as the journey seals and restores them, with a part of the shape
// the prayer wall and the watch give (their own parts are tested beside them, and together in app/).
import { vi } from 'vitest';
import { dayIndex } from '@/content/day-index';
import type { JourneyPart } from '@/lib/journey-parts';
import { stored } from '@/lib/local-store';
import { loadProgress, progressKey, saveProgress } from '@/lib/device-store';
import { copyOfDevice, programmeIdentity, restoreToDevice } from './device-copy';
import { readJourneyFile, writeJourneyFile, type JourneyCopy, type JourneyParts } from './journey-file';
import { restoredText } from './restored-text';

const START = '2026-10-20';
const [a] = dayIndex.map((d) => d.day) as [number];
const snapshot = () => JSON.stringify(Object.entries(localStorage).sort());

interface Thing {
  key: string;
  note: string;
}

/** A part over a list kept under `name`: merged by key, the device's own kept. */
function listPart(name: string) {
  const store = stored<Thing[]>(`test:${name}`, (raw) => (Array.isArray(raw) ? (raw as Thing[]) : []));
  const restored = vi.fn();
  const part: JourneyPart<Thing> = {
    copy: () => store.read(),
    parse: (raw) => {
      const r = raw as Partial<Thing> | null;
      return typeof r?.key === 'string' && typeof r.note === 'string' ? { key: r.key, note: r.note } : null;
    },
    merge(incoming) {
      const before = store.read();
      const fresh = incoming.filter((t) => !before.some((b) => b.key === t.key));
      if (fresh.length === 0) return null;
      return { added: fresh.length, write: () => store.write([...before, ...fresh]), undo: () => void store.write(before.length > 0 ? before : null) };
    },
    restored,
  };
  return { store, part, restored };
}

function parts() {
  const requests = listPart('requests');
  const pledges = listPart('pledges');
  return { requests, pledges, all: { requests: requests.part, pledges: pledges.part } as JourneyParts };
}

const programme = programmeIdentity(START);

describe('a copy’s requests and pledges', () => {
  it('are saved and read back whole, under the checksum', async () => {
    const { requests, pledges, all } = parts();
    requests.store.write([{ key: 'k1', note: 'Pray for Ana' }]);
    pledges.store.write([{ key: '3/02:00', note: 'pledged' }]);
    saveProgress(progressKey(START, a), { completed: ['x'], journals: {}, hydration: 0 });
    const text = await writeJourneyFile(copyOfDevice(START, new Date('2026-11-20T10:00:00Z'), all));
    const copy = await readJourneyFile(text, programme, all);
    expect(copy.requests).toEqual([{ key: 'k1', note: 'Pray for Ana' }]);
    expect(copy.pledges).toEqual([{ key: '3/02:00', note: 'pledged' }]);

    const tampered = text.replace('Pray for Ana', 'Pray for Bob');
    await expect(readJourneyFile(tampered, programme, all)).rejects.toThrow(/damaged: it is not the copy that was saved/);
  });

  it('merge into another device without doubling what it holds, and say what was added', async () => {
    const { requests, pledges, all } = parts();
    const copy: JourneyCopy = {
      programme,
      savedAt: '2026-11-20T10:00:00Z',
      days: {},
      requests: [{ key: 'k1', note: 'from the copy' }, { key: 'k2', note: 'only in the copy' }],
      pledges: [{ key: '3/02:00', note: 'pledged' }],
    };
    requests.store.write([{ key: 'k1', note: 'this device’s own' }]);
    const added = restoreToDevice(START, copy, all);
    expect(added).toMatchObject({ requests: 1, hours: 1 });
    expect(requests.store.read()).toEqual([{ key: 'k1', note: 'this device’s own' }, { key: 'k2', note: 'only in the copy' }]);
    expect(restoredText(added)).toBe('Restored 1 prayer request, 1 hour of the watch. Nothing already on this device was replaced.');
    expect(requests.restored).toHaveBeenCalledTimes(1);

    // Again: nothing more.
    expect(restoredText(restoreToDevice(START, copy, all))).toBe('Everything in this copy is already on this device.');
    expect(requests.store.read()).toHaveLength(2);
    expect(pledges.store.read()).toHaveLength(1);
  });

  it('are not needed: a copy saved before them restores as it did', async () => {
    const { requests, all } = parts();
    const old = JSON.parse(await writeJourneyFile({ programme, savedAt: '2026-11-20T10:00:00Z', days: { [a]: { completed: ['x'], journals: {}, hydration: 1 } } }));
    expect(Object.keys(old)).not.toContain('requests');
    const copy = await readJourneyFile(JSON.stringify(old), programme, all);
    expect(restoreToDevice(START, copy, all)).toMatchObject({ slots: 1, hydration: 1, requests: 0, hours: 0 });
    expect(requests.store.read()).toEqual([]);
    expect(loadProgress(progressKey(START, a)).completed).toEqual(['x']);
  });

  it('refuse the whole file when one record is not one', async () => {
    const { all } = parts();
    for (const requests of [[{ key: 'k1', note: 'fine' }, { key: 'k2' }], { key: 'k1', note: 'not a list' }]) {
      const text = await writeJourneyFile({ programme, savedAt: '2026-11-20T10:00:00Z', days: {}, requests: requests as unknown[] });
      await expect(readJourneyFile(text, programme, all)).rejects.toThrow(/parts of it cannot be read/);
    }
  });

  it('are put back with the days when the browser refuses any part of a restore', () => {
    const { pledges, all } = parts();
    saveProgress(progressKey(START, a), { completed: ['mine'], journals: {}, hydration: 1 });
    const copy: JourneyCopy = {
      programme,
      savedAt: '2026-11-20T10:00:00Z',
      days: { [a]: { completed: ['theirs'], journals: {}, hydration: 0 } },
      requests: [{ key: 'k1', note: 'new' }],
      pledges: [{ key: '3/02:00', note: 'pledged' }],
    };
    const before = snapshot();
    const setItem = Storage.prototype.setItem;
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === 'test:pledges') throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    expect(() => restoreToDevice(START, copy, all)).toThrow(/Nothing on this device was changed/);
    refuse.mockRestore();
    expect(snapshot()).toBe(before);
    expect(pledges.restored).not.toHaveBeenCalled();
  });
});
