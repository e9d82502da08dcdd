// A Vite plugin: `virtual:api-paths`, the service's API paths (`API_PATHS` of src/types/api.ts,
// generated from its route registry) as a module of their own, so that only the code that names a
// path carries them (lib/api-path.ts, in the lazy chunks that call the API), not the chunk
// types/api.ts lands in, which is the first load's. `virtual:api-paths/<name>`: one path alone, for
// the service worker, which names two.
import type { Plugin } from 'vite';
import { API_PATHS } from '../src/types/api.ts';

const ID = 'virtual:api-paths';

export function apiPaths(paths: Readonly<Record<string, string>> = API_PATHS): Plugin {
  return {
    name: 'prayer-fast:api-paths',
    resolveId: (id) => (id === ID || id.startsWith(`${ID}/`) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${ID}`) return `export const API_PATHS = ${JSON.stringify(paths)};\n`;
      if (!id.startsWith(`\0${ID}/`)) return undefined;
      const name = id.slice(`\0${ID}/`.length);
      if (!Object.hasOwn(paths, name)) this.error(`${ID}/${name}: the service has no operation named "${name}" (API_PATHS, src/types/api.ts)`);
      return `export default ${JSON.stringify(paths[name])};\n`;
    },
  };
}
