// A Vite plugin: once the client build is written, every page of the app is rendered into a copy
// of index.html (see src/app/render-pages.tsx). It runs before vite-plugin-pwa lists the files to
// precache (writeBundle comes before closeBundle), so the service worker precaches the pages too.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import type { RenderedPage } from '../src/app/render-pages';

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;
const SCRIPT = '<script type="module"';

/** `render`: the module exporting renderPages(); `plugins`: what it needs beyond aliases. */
export function prerenderPages(render: string, plugins: PluginOption[] = []): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prayer-fast:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle({ dir }) {
      const outDir = dir ?? join(config.root, config.build.outDir);
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      for (const page of await renderWithVite(config, render, plugins)) {
        const file = join(outDir, page.file);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, pageHtml(template, page));
      }
    },
  };
}

/** Runs `entry`'s renderPages() in Node through Vite (same aliases, JSON and glob imports). */
async function renderWithVite(config: ResolvedConfig, entry: string, plugins: PluginOption[]): Promise<RenderedPage[]> {
  const server = await createServer({
    configFile: false,
    plugins,
    define: config.define,
    optimizeDeps: config.optimizeDeps,
    envDir: config.envDir,
    mode: config.mode,
    root: config.root,
    resolve: { alias: config.resolve.alias },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    const module = (await server.ssrLoadModule(entry)) as { renderPages: () => Promise<RenderedPage[]> };
    return await module.renderPages();
  } finally {
    await server.close();
  }
}

/**
 * index.html with the page's markup in `#root` (and `data-page` naming it) and its title. The
 * app's script is fetched at low priority: the page paints without it, it only hydrates it.
 */
export function pageHtml(template: string, page: RenderedPage): string {
  if (!template.includes(ROOT) || !TITLE.test(template) || !template.includes(SCRIPT)) {
    throw new Error(`index.html needs ${ROOT}, a <title> and a module script to prerender into`);
  }
  const title = page.title === undefined ? undefined : `<title>${escapeHtml(page.title)}</title>`;
  return template
    .replace(TITLE, (current) => title ?? current)
    .replaceAll(SCRIPT, `${SCRIPT} fetchpriority="low"`)
    .replace(ROOT, () => `<div id="root" data-page="${escapeHtml(page.file)}">${page.html}</div>`);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
