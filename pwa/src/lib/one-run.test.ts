import { describe, expect, it } from 'vitest';
import { oneRunAtATime } from './one-run';

describe('one run at a time', () => {
  it('runs once more, with the newest arguments, for the calls made while it ran, and shares that answer', async () => {
    const calls: number[] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const run = oneRunAtATime(async (n: number) => {
      calls.push(n);
      if (n === 1) await first;
      return n;
    });
    const a = run(1);
    const b = run(2);
    const c = run(3);
    release();
    expect(await Promise.all([a, b, c])).toEqual([3, 3, 3]);
    expect(calls).toEqual([1, 3]);
    // Done: the next call runs at once.
    expect(await run(4)).toBe(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('lets a failed run fail its callers, and runs again afterwards', async () => {
    const run = oneRunAtATime(async (fail: boolean) => {
      if (fail) throw new Error('no');
      return 'yes';
    });
    await expect(run(true)).rejects.toThrow('no');
    expect(await run(false)).toBe('yes');
  });
});
