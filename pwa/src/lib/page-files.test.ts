import { describe, expect, it } from 'vitest';
import { dayOfPath, pageFileFor } from './page-files';

const guides = new Set([3, 12]);
const hasGuide = (day: number) => guides.has(day);

describe('pageFileFor', () => {
  it.each([
    ['/', '/index.html'],
    ['/day/3', '/day/3.html'],
    ['/day/12/', '/day/12.html'],
    ['/day/13', '/404.html'],
    ['/day/03', '/404.html'],
    ['/day/12//', '/404.html'],
    ['/day/12/extra', '/404.html'],
    ['/index.html', '/404.html'],
    ['/nope', '/404.html'],
  ])('%s is shown by %s', (path, file) => {
    expect(pageFileFor(path, hasGuide)).toBe(file);
  });
});

describe('dayOfPath', () => {
  it('reads a plain day number and nothing else', () => {
    expect(dayOfPath('/day/40')).toBe(40);
    for (const path of ['/day/', '/day/0', '/day/1.5', '/day/-1', '/day/12345', '/days/3']) {
      expect(dayOfPath(path)).toBeNull();
    }
  });
});
