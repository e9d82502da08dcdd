// @vitest-environment node
import { API_PATHS } from '../src/types/api';
import { apiPaths } from './api-paths';

/** What the plugin answers for `id` as Vite would ask: resolved, then loaded. */
function loaded(id: string): unknown {
  const plugin = apiPaths();
  const resolved = (plugin.resolveId as (id: string) => string | undefined)(id);
  if (resolved === undefined) return undefined;
  const context = { error: (message: string): never => { throw new Error(message); } };
  return (plugin.load as (this: typeof context, id: string) => unknown).call(context, resolved);
}

describe('virtual:api-paths', () => {
  it('is the generated API_PATHS, whole or one path alone', () => {
    expect(loaded('virtual:api-paths')).toBe(`export const API_PATHS = ${JSON.stringify(API_PATHS)};\n`);
    expect(loaded('virtual:api-paths/snooze')).toBe(`export default "${API_PATHS.snooze}";\n`);
    expect(loaded('virtual:other')).toBeUndefined();
  });

  it('fails the build on a path the service does not have', () => {
    expect(() => loaded('virtual:api-paths/nothing')).toThrow('no operation named "nothing"');
    expect(() => loaded('virtual:api-paths/toString')).toThrow('no operation named "toString"');
  });
});
