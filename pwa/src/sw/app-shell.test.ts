import { describe, expect, it } from 'vitest';
import { isAppNavigation } from './app-shell';
import { isSkipWaiting } from './messages';

describe('isAppNavigation', () => {
  it.each(['/', '/day/3', '/day/12', '/day/40', '/anything/else', '/apiary'])('serves the app shell for %s', (path) => {
    expect(isAppNavigation(new URL(path, 'https://guide.example'))).toBe(true);
  });

  it.each(['/api/send-day-summary', '/api', '/healthz', '/readyz', '/metrics', '/robots.txt'])(
    'leaves %s to the service',
    (path) => {
      expect(isAppNavigation(new URL(path, 'https://guide.example'))).toBe(false);
    },
  );
});

describe('isSkipWaiting', () => {
  it('accepts only the skip-waiting message', () => {
    expect(isSkipWaiting({ type: 'SKIP_WAITING' })).toBe(true);
    for (const other of [null, 'SKIP_WAITING', { type: 'OTHER' }, {}, 1]) expect(isSkipWaiting(other)).toBe(false);
  });
});
