// A Vite plugin: index.html (every prerendered page's template) in the build's language — its
// `<html lang>`, title, description and no-script line from the catalogue (document.ftl), and the
// languages the programme offers (`app-languages`, read by the inline script). A build served
// under `/<lang>/` links the icons at `/` and a web manifest of its own, which the first build
// writes (it builds last): the same app (its `id` and scope are `/`), named in that language and
// opening at `/<lang>/`. One installed app, one service worker, whatever the language.
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { areaMessages } from './messages.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const MANIFEST = 'manifest.webmanifest';

/** The web manifest's words in `lang` (the first build's manifest takes them too). */
export function manifestWords(contentDir: string, lang: string): Pick<ManifestOptions, 'name' | 'short_name' | 'description' | 'lang'> {
  const m = areaMessages(contentDir, lang, 'document');
  return { name: String(m.manifestName), short_name: String(m.manifestShortName), description: String(m.documentDescription), lang };
}

const ROOT_LINKS = [
  '<link rel="icon" href="/favicon.ico" sizes="48x48">',
  '<link rel="icon" href="/icon.svg" sizes="any" type="image/svg+xml">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png">',
];

export function documentIn(contentDir: string, lang: string, languages: string[]): Plugin {
  const first = lang === languages[0];
  return {
    name: 'prayer-fast:document-language',
    // The first build's manifest (vite-plugin-pwa's, emitted before this runs) in each other
    // language, opening there: `/<lang>/manifest.webmanifest`, written beside that build's files.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        if (!first) return;
        const emitted = bundle[MANIFEST];
        if (emitted?.type !== 'asset') throw new Error(`${MANIFEST}: not in the first build`);
        const manifest = JSON.parse(String(emitted.source)) as ManifestOptions;
        const icons = manifest.icons.map((icon) => ({ ...icon, src: new URL(icon.src, 'https://app.invalid/').pathname }));
        for (const other of languages.slice(1)) {
          const source = JSON.stringify({ ...manifest, ...manifestWords(contentDir, other), start_url: `/${other}/`, icons });
          this.emitFile({ type: 'asset', fileName: `${other}/${MANIFEST}`, source });
        }
      },
    },
    transformIndexHtml: {
      // After Vite's own rewriting: the links below are the first build's files, not this one's.
      order: 'post',
      handler(html) {
        const m = areaMessages(contentDir, lang, 'document');
        const text = (name: string) => escapeHtml(String(m[name] ?? ''));
        const replaced = html
          .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
          .replace(/(<meta name="app-languages" content=")[^"]*"/, `$1${languages.join(' ')}"`)
          .replace(/<title>[^<]*<\/title>/, `<title>${text('documentTitle')}</title>`)
          .replace(/(<meta name="description" content=")[^"]*"/, `$1${text('documentDescription')}"`)
          .replace(/<noscript>[^<]*<\/noscript>/, `<noscript>${text('documentNoscript')}</noscript>`);
        const links = [`<link rel="manifest" href="/${lang}/${MANIFEST}">`, ...ROOT_LINKS];
        return first ? replaced : replaced.replace('</head>', `${links.join('\n')}\n</head>`);
      },
    },
  };
}
