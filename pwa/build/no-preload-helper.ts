// A Vite plugin: dynamic imports as they are written. With `build.modulePreload: false` and one
// stylesheet, every dynamic import's preload list is empty, yet Vite still wraps each one in
// `__vitePreload(() => import(…), …)` and ships its helper (1.3 kB gzip in every first load:
// vitejs/vite#13952, #18551). Once a chunk is rendered (before Vite fills the lists), this calls
// each load as it is and leaves a one-line stand-in for the helper.
import type { Plugin } from 'vite';

const CALL = '__vitePreload(';
const MARKER = ', __VITE_PRELOAD__)';
const HELPER = /\/\/ \\0vite\/preload-helper\.js\n[\s\S]*?\nvar __vitePreload = function preload\([\s\S]*?\n};\n/;

export function noPreloadHelper(): Plugin {
  return {
    name: 'prayer-fast:no-preload-helper',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('__vitePreload')) return null;
      // `__vitePreload(load, __VITE_PRELOAD__)` → `(load)()`: each call ends at its own marker.
      const calls = code.split(CALL).length - 1;
      if (calls !== code.split(MARKER).length - 1) return null;
      const unwrapped = code.replaceAll(CALL, '(').replaceAll(MARKER, ')()');
      // Where the helper is defined (other chunks may import it), a one-line stand-in.
      const slim = unwrapped.replace(HELPER, 'var __vitePreload = (load) => load();\n');
      if (/var __vitePreload = function/.test(slim)) throw new Error('no-preload-helper: the helper is not where it was (vitejs/vite#13952)');
      return { code: slim, map: null };
    },
  };
}
