import { vi } from 'vitest';
import { dayIndex } from '@/content/day-index';
import { loadProgress, progressKey, saveProgress } from '@/lib/device-store';
import { copyOfDevice, restoreToDevice } from './device-copy';

const START = '2026-10-20';
const [a, b] = dayIndex.map((d) => d.day) as [number, number];
const snapshot = () => JSON.stringify(Object.entries(localStorage).sort());

describe('the device and its copy', () => {
  it('copies only the days with something kept, and restores them into an empty device', () => {
    saveProgress(progressKey(START, a), { completed: ['x'], journals: {}, hydration: 0 });
    saveProgress(progressKey(START, b), { completed: [], journals: { j: '  ' }, hydration: 0 });
    const copy = copyOfDevice(START, new Date('2026-11-20T10:00:00Z'));
    expect(Object.keys(copy.days).map(Number)).toEqual([a]);
    expect(copy.savedAt).toBe('2026-11-20T10:00:00.000Z');

    localStorage.clear();
    expect(restoreToDevice(START, copy)).toMatchObject({ slots: 1, journals: 0, hydration: 0, shortened: 0, requests: 0, hours: 0 });
    expect(loadProgress(progressKey(START, a)).completed).toEqual(['x']);
  });

  it('changes nothing when the browser refuses part of a restore', () => {
    saveProgress(progressKey(START, a), { completed: ['mine'], journals: {}, hydration: 1 });
    const copy = {
      programme: { church: '', title: '', startDate: START },
      savedAt: '2026-11-20T10:00:00Z',
      days: {
        [a]: { completed: ['theirs'], journals: {}, hydration: 0 },
        [b]: { completed: ['theirs'], journals: {}, hydration: 0 },
      },
    };
    const before = snapshot();
    const setItem = Storage.prototype.setItem;
    let writes = 0;
    // The second day's write is refused; putting the first day back is not.
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (++writes === 2) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    expect(() => restoreToDevice(START, copy)).toThrow(/Nothing on this device was changed/);
    refuse.mockRestore();
    expect(snapshot()).toBe(before);
  });
});
