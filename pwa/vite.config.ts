/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { resolve } from 'node:path';
import { dayIndex } from './build/day-index.ts';
import { buildLanguage } from './build/language.ts';
import { appMessages } from './build/messages.ts';
import { documentIn, manifestWords } from './build/document.ts';
import { OFFLINE_GLOBS } from './build/offline-files.ts';
import { noPreloadHelper } from './build/no-preload-helper.ts';
import { contentModules } from './build/content-modules.ts';
import { prerenderPages } from './build/prerender-pages.ts';
import { SERVICE_PATHS } from './src/types/api.ts';
import { apiPaths } from './build/api-paths.ts';
import { inlineStorageKeys } from './build/storage-keys.ts';
import { isolatedTestFiles, TEST_FILES } from './build/test-isolation.ts';
import { availableParallelism } from 'node:os';

// The programme the app bundles: CONTENT_DIR (the service's setting, relative to where npm was
// run) or ../content.
const contentDir = process.env.CONTENT_DIR
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.CONTENT_DIR)
  : fileURLToPath(new URL('../content', import.meta.url));
// PROGRAMME_START_DATE (the service's setting) becomes the bundled start date, so the first paint
// already agrees with the service; the app still asks the service at start (/api/programme).
const startDate = process.env.PROGRAMME_START_DATE ?? '';
const { lang, languages, base, outDir, emptyOutDir, hourCycle } = buildLanguage(contentDir);
/** The first language's build is the installable app at `/`; the others are served inside it. */
const first = lang === languages[0];

/** The plugins that give the app its content and words in `lang` (the prerenderer needs them too). */
const contentIn = (lang: string) => [dayIndex(contentDir, lang), contentModules(contentDir, lang), appMessages(contentDir, lang, languages)];

/** A file of react-router's production build. */
const here = fileURLToPath(new URL('.', import.meta.url));
/** The unit-test files that run isolated (build/test-isolation.ts), read once. */
const isolated = isolatedTestFiles(here);
const routerBuild = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  base,
  // The icons, robots.txt and the like are the first build's, at `/`.
  publicDir: first ? 'public' : false,
  define: {
    __PROGRAMME_START_DATE__: JSON.stringify(startDate),
    __APP_LANG__: JSON.stringify(lang),
    __LANGUAGES__: JSON.stringify(languages),
    __HOUR_CYCLE__: JSON.stringify(hourCycle),
  },
  plugins: [
    react(),
    ...contentIn(lang),
    apiPaths(),
    inlineStorageKeys(),
    noPreloadHelper(),
    documentIn(contentDir, lang, languages),
    // Every page as static HTML (hydrated in the browser), written before the PWA plugin precaches.
    prerenderPages(fileURLToPath(new URL('./src/app/render-pages.tsx', import.meta.url)), [...contentIn(lang), apiPaths()]),
    VitePWA({
      // Built with the first language, last: its worker lists every language's files, and every
      // language's pages register it (`/sw.js`, scope `/`). A device keeps the copies its member
      // opens (src/sw/language-files.ts).
      disable: !first,
      buildBase: '/',
      scope: '/',
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      pwaAssets: { disabled: !first, config: true, overrideManifestIcons: true },
      manifest: {
        id: '/',
        // Its name and description from the catalogue (document.ftl); each other language's
        // build writes its own manifest of the same app (build/document.ts).
        ...manifestWords(contentDir, lang),
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#2e2a6b',
        background_color: '#faf7f2',
        categories: ['lifestyle', 'education'],
      },
      injectManifest: {
        // Each language's shell, lazily loaded day guide chunks and pages, the notification icons
        // and the manifest (build/offline-files.ts).
        ...OFFLINE_GLOBS,
        rollupFormat: 'iife',
        // The worker's words, in every language (build/messages.ts), and the API paths it names.
        buildPlugins: { vite: [appMessages(contentDir, lang, languages), apiPaths()] },
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The guides in the build's language: their files, whose modules are the service's
      // resolution of them (build/content-modules.ts).
      { find: /^@content\/days\//, replacement: `${first ? contentDir : `${contentDir}/${lang}`}/days/` },
      { find: '@content', replacement: contentDir },
      // react-router's package exports only its development build; its production build (the
      // same API without the development checks) is what a production build ships.
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    fs: { allow: ['..'] },
    // Every path the service answers itself (generated from its route registry) goes to a
    // service running beside the dev server; `npm start` runs one on :8080.
    proxy: Object.fromEntries(SERVICE_PATHS.map((pattern) => [pattern, process.env.SERVICE_URL ?? 'http://127.0.0.1:8080'])),
  },
  // No modulepreload helper: a page's lazy code loads its own imports as it runs (from the service
  // worker's cache once installed; the pages paint from their prerendered HTML first), and every
  // lazy import in the first load no longer lists its chunks' files: 0.8 kB less on every page.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    outDir,
    emptyOutDir,
    rollupOptions: {
      output: {
        // The app's language helpers travel with the entry (every page needs them at once),
        // not as a chunk of their own: one request and its overhead fewer on every first load.
        manualChunks: (id: string) => (/\/src\/(main\.tsx|lib\/language\.ts)$/.test(id) ? 'index' : undefined),
      },
    },
  },
  // The day index is a virtual module (build/day-index.ts), not a package to pre-bundle.
  optimizeDeps: { exclude: ['virtual:day-index'] },
  test: {
    environment: 'jsdom',
    // A cold first load of a route's chunks can take seconds on a loaded CI machine: tests wait
    // for what they look for (findBy… with their own limits), within this.
    testTimeout: 30_000,
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    // Every core (Vitest's default leaves one idle).
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'shared', include: TEST_FILES, exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
}));
