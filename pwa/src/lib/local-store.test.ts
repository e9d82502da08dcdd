import { asRecord, stored, stringsOf } from './local-store';

const count = stored('test:count', (raw) => (typeof raw === 'number' ? raw : 0));

describe('stored', () => {
  it('reads what was written, and the parser default when nothing is kept', () => {
    expect(count.read()).toBe(0);
    expect(count.write(3)).toBe(true);
    expect(count.read()).toBe(3);
    expect(localStorage.getItem('test:count')).toBe('3');
  });

  it('null forgets the value', () => {
    count.write(3);
    expect(count.write(null)).toBe(true);
    expect(localStorage.getItem('test:count')).toBeNull();
    expect(count.read()).toBe(0);
  });

  it('a corrupt or ill-typed value reads as the default', () => {
    localStorage.setItem('test:count', '{not json');
    expect(count.read()).toBe(0);
    localStorage.setItem('test:count', '"three"');
    expect(count.read()).toBe(0);
  });

  it('a refused write reports false and throws nothing', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(count.write(5)).toBe(false);
    setItem.mockRestore();
  });
});

describe('helpers', () => {
  it('asRecord accepts plain objects only', () => {
    expect(asRecord({ a: 1 })).toEqual({ a: 1 });
    expect(asRecord([1])).toBeUndefined();
    expect(asRecord(null)).toBeUndefined();
  });

  it('stringsOf keeps the strings of an array', () => {
    expect(stringsOf(['a', 1, 'b'])).toEqual(['a', 'b']);
    expect(stringsOf('a')).toEqual([]);
  });
});
