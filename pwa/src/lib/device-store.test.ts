import { describe, expect, it, vi } from 'vitest';
import { clearProgress, emptyProgress, loadProgress, progressKey, saveProgress, type DayProgress } from './device-store';

const KEY = progressKey('2025-10-01', 3);

describe('progressKey', () => {
  it('keys by programme start and day', () => {
    expect(KEY).toBe('prayer-fast:v1:2025-10-01:day-3');
    expect(progressKey('2025-10-01', 4)).not.toBe(KEY);
    expect(progressKey('2026-10-01', 3)).not.toBe(KEY);
  });
});

describe('device store', () => {
  it('returns empty progress when nothing is stored', () => {
    expect(loadProgress(KEY)).toEqual({ completed: [], journals: {}, hydration: 0 });
    expect(emptyProgress).toEqual({ completed: [], journals: {}, hydration: 0 });
  });

  it('round trips saved progress', () => {
    const progress: DayProgress = {
      completed: ['opening', 'afternoon'],
      journals: { '6am': 'Forgiven.\nFree.', '9am': '' },
      hydration: 5,
    };
    expect(saveProgress(KEY, progress)).toBe(true);
    expect(loadProgress(KEY)).toEqual(progress);
    // Other days are untouched.
    expect(loadProgress(progressKey('2025-10-01', 4))).toEqual(emptyProgress);
  });

  it.each([
    ['malformed JSON', '{"completed": ['],
    ['not JSON at all', 'hello'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"opening"'],
    ['true', 'true'],
  ])('gives empty progress for %s', (_label, raw) => {
    localStorage.setItem(KEY, raw);
    expect(loadProgress(KEY)).toEqual(emptyProgress);
  });

  it('gives empty fields for an array or an object with wrong field types', () => {
    localStorage.setItem(KEY, '[1,2,3]');
    expect(loadProgress(KEY)).toEqual(emptyProgress);
    localStorage.setItem(KEY, JSON.stringify({ completed: 'opening', journals: 'x', hydration: '3' }));
    expect(loadProgress(KEY)).toEqual(emptyProgress);
    localStorage.setItem(KEY, JSON.stringify({ completed: null, journals: null, hydration: null }));
    expect(loadProgress(KEY)).toEqual(emptyProgress);
  });

  it('keeps only well-formed entries', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        completed: ['opening', 3, null, 'opening', { k: 1 }, 'midday'],
        journals: { '6am': 'ok', '9am': 9, '3pm': null, opening: ['x'] },
        hydration: 4,
        extra: 'ignored',
      }),
    );
    expect(loadProgress(KEY)).toEqual({ completed: ['opening', 'midday'], journals: { '6am': 'ok' }, hydration: 4 });
  });

  it.each([
    [-3, 0],
    [2.5, 0],
    [Number.NaN, 0],
    [0, 0],
    [8, 8],
  ])('sanitises hydration %s to %s', (hydration, expected) => {
    // NaN serialises to null.
    localStorage.setItem(KEY, JSON.stringify({ completed: [], journals: {}, hydration }));
    expect(loadProgress(KEY).hydration).toBe(expected);
  });

  it('clears stored progress', () => {
    saveProgress(KEY, { completed: ['opening'], journals: { '6am': 'x' }, hydration: 2 });
    const other = progressKey('2025-10-01', 4);
    saveProgress(other, { completed: ['midday'], journals: {}, hydration: 1 });
    clearProgress(KEY);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(loadProgress(KEY)).toEqual(emptyProgress);
    expect(loadProgress(other).completed).toEqual(['midday']);
  });

  it('reports false when the browser refuses to save, without throwing', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      expect(saveProgress(KEY, { completed: ['opening'], journals: {}, hydration: 1 })).toBe(false);
    } finally {
      spy.mockRestore();
    }
    expect(loadProgress(KEY)).toEqual(emptyProgress);
  });

  it('does not throw when storage is unavailable for clearing', () => {
    const spy = vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('denied');
    });
    try {
      expect(() => clearProgress(KEY)).not.toThrow();
    } finally {
      spy.mockRestore();
    }
  });
});
