// A Vite plugin for a build served under `/<lang>/`: once its files are written (the prerendered
// pages included), the list of what to keep offline, `/<lang>/offline-files.json` — the same
// files and revisions the first build's service worker precaches of its own, from workbox-build.
// The one service worker keeps that language's copy from it (src/sw/language-files.ts).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { getManifest } from 'workbox-build';
import { OFFLINE_FILES, type OfflineFile } from '../src/sw/language-files.ts';

/**
 * What every build keeps offline: its shell, guides, styles, pages and the icons a notification
 * shows. Not each day's HTML (the shell renders a day from its guide), nor the icons only
 * installing uses (the browser fetches those when it installs the app).
 */
export const OFFLINE_GLOBS = {
  globPatterns: ['**/*.{js,css,html,svg,png,ico,txt}'],
  globIgnores: ['day/*.html', 'pwa-512x512.png', 'maskable-icon-512x512.png', 'apple-touch-icon-180x180.png'],
};

export function offlineFiles(base: string): Plugin {
  return {
    name: 'prayer-fast:offline-files',
    apply: 'build',
    // After the prerendered pages are written (build/prerender-pages.ts, also on writeBundle).
    writeBundle: {
      order: 'post',
      async handler({ dir }) {
        if (!dir) throw new Error('offline files: the build has no output folder');
        const ignored = [...OFFLINE_GLOBS.globIgnores, OFFLINE_FILES];
        const { manifestEntries, warnings } = await getManifest({ globDirectory: dir, ...OFFLINE_GLOBS, globIgnores: ignored });
        if (warnings.length > 0) throw new Error(`offline files: ${warnings.join('; ')}`);
        const files: OfflineFile[] = (manifestEntries ?? []).map((e) => ({ url: `${base}${e.url}`, revision: e.revision ?? null }));
        await writeFile(join(dir, OFFLINE_FILES), JSON.stringify(files));
      },
    },
  };
}
