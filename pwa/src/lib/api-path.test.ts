import { API_PATHS } from '@/types/api';
import { API_PATHS as BUNDLED } from 'virtual:api-paths';
import snoozePath from 'virtual:api-paths/snooze';
import { apiPath, apiPathPattern } from './api-path';
import { isRecordingPath } from './recordings-cache';

describe('apiPath', () => {
  it('reads the generated paths as they are, whole (virtual:api-paths) or one alone', () => {
    expect(BUNDLED).toStrictEqual(API_PATHS);
    expect(snoozePath).toBe(API_PATHS.snooze);
  });

  it('is the generated path of an operation without parameters', () => {
    expect(apiPath('sendDaySummary')).toBe('/api/send-day-summary');
    expect(apiPath('watchPlan')).toBe(API_PATHS.watchPlan);
  });

  it('fills each {param} of a template, URI-encoded as one path segment', () => {
    expect(apiPath('recordingAudio', { lang: 'es', day: 3 })).toBe('/api/recordings/es/3');
    expect(apiPath('change', { id: 'a/b c' })).toBe('/api/push/subscriptions/a%2Fb%20c');
    expect(apiPath('sendTest', { id: 's1' })).toBe('/api/push/subscriptions/s1/test');
  });

  it('requires the parameters a template has, and only names operations the service has', () => {
    // @ts-expect-error: `{day}` is missing.
    expect(() => apiPath('recordingAudio', { lang: 'es' })).toThrow('{day}');
    // @ts-expect-error: `{id}` is required.
    expect(() => apiPath('change')).toThrow('{id}');
    // @ts-expect-error: not an operation of the service.
    expect(() => apiPath('nothing')).toThrow();
  });

  it('leaves no template unfilled for any operation', () => {
    for (const name of Object.keys(API_PATHS) as (keyof typeof API_PATHS)[]) {
      const params = Object.fromEntries([...API_PATHS[name].matchAll(/\{([^}]+)\}/g)].map(([, p]) => [p, 'x']));
      expect((apiPath as (n: string, p: object) => string)(name, params)).not.toMatch(/[{}]/);
    }
  });

  it('matches the paths of a template, a group for each parameter', () => {
    expect(apiPathPattern('remindWatchHours').exec(apiPath('remindWatchHours', { id: 's 1' }))?.[1]).toBe('s%201');
    expect(apiPathPattern('remindWatchHours').test(apiPath('sendTest', { id: 's1' }))).toBe(false);
    expect(apiPathPattern('calendar').test('/api/calendarXics')).toBe(false);
  });

  it('knows a recording’s audio by its generated path (a number of day)', () => {
    expect(isRecordingPath(apiPath('recordingAudio', { lang: 'es', day: 12 }))).toBe(true);
    expect(isRecordingPath(apiPath('recordingAudio', { lang: 'es', day: 'x' }))).toBe(false);
    expect(isRecordingPath(apiPath('recordingsList'))).toBe(false);
  });
});
