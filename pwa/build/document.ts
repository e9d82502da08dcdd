// A Vite plugin: index.html (every prerendered page's template) in the build's language — its
// `<html lang>`, title, description and no-script line from the catalogue (document.ftl), and the
// languages the programme offers (`app-languages`, read by the inline script). A build
// served under `/<lang>/` links the app's one manifest and icons at `/`: one installed app, one
// service worker, whatever the language.
import type { Plugin } from 'vite';
import { areaMessages } from './messages.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const ROOT_LINKS = [
  '<link rel="manifest" href="/manifest.webmanifest">',
  '<link rel="icon" href="/favicon.ico" sizes="48x48">',
  '<link rel="icon" href="/icon.svg" sizes="any" type="image/svg+xml">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png">',
];

export function documentIn(contentDir: string, lang: string, languages: string[]): Plugin {
  const first = lang === languages[0];
  return {
    name: 'prayer-fast:document-language',
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
        return first ? replaced : replaced.replace('</head>', `${ROOT_LINKS.join('\n')}\n</head>`);
      },
    },
  };
}
