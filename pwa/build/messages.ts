// A Vite plugin: the app's words, from the message catalogue the service shares
// (content/messages/<lang>/app/<area>.ftl, Fluent). `import * as m from 'virtual:messages/<area>'`
// gives the build's language's messages of one area as named exports: a message without
// variables is a string, one with variables a function of them (`m.beginDay({ day: 12 })`).
// Reading the catalogue (finding a file, parsing, compiling a message) is build/catalogue.mjs's,
// which the browser tests share; what ships is the compiled messages (no parser, no runtime), with
// plurals chosen by the platform's Intl.PluralRules for the language, as Fluent does.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { appAreas, compileArea, messageFile } from './catalogue.mjs';

// The build's own reading of an area (the document's words).
export { areaMessages } from './catalogue.mjs';

const PREFIX = 'virtual:messages/';

/** The ES module of one area's messages in `lang`. */
export function compileMessages(file: string, source: string, lang: string): string {
  const lines = compileArea(file, source).map(({ name, variables, code }) =>
    variables.size === 0 ? `export const ${name} = ${code};` : `export const ${name} = (a) => ${code};`,
  );
  // The language's plural rules, where a message chooses a plural form.
  if (lines.some((line) => line.includes('plural.select('))) lines.unshift(`const plural = new Intl.PluralRules(${JSON.stringify(lang)});`);
  return `${lines.join('\n')}\n`;
}

/**
 * The TypeScript declaration of one area's messages, from the first language's file: one `export
 * const` of them all (a string, or a function of the message's variables).
 */
export function messageTypes({ area, file, source }: { area: string; file: string; source: string }): string {
  const exports = compileArea(file, source).map(({ name, variables }) => {
    if (variables.size === 0) return `${name}: string`;
    const args = [...variables].map(([v, kind]) => `${v}: ${kind === 'number' ? 'number' : 'string | number'}`);
    return `${name}: (a: { ${args.join('; ')} }) => string`;
  });
  return [
    `// Generated from content/messages/<first language>/app/${area}.ftl (pwa/build/messages.ts): do not edit.`,
    '// `npm run gen:types` rewrites it; build/messages.test.ts checks it is current.',
    `declare module '${PREFIX}${area}' {`,
    `  export const ${exports.join(', ')};`,
    '}',
    '',
  ].join('\n');
}

/** The app's message files of `lang` in `contentDir`, by area. */
export function messageFiles(contentDir: string, lang: string): { area: string; file: string; source: string }[] {
  return appAreas(contentDir, lang).map((area) => {
    const file = messageFile(contentDir, lang, area);
    return { area, file, source: readFileSync(file, 'utf8') };
  });
}

const ALL_PREFIX = 'virtual:messages-all/';
const AREA = /^[a-z][a-z0-9-]*$/;

/**
 * Serves `virtual:messages/<area>` in `lang` from `contentDir` (`?lang=xx`: in language xx), and
 * `virtual:messages-all/<area>`, one area in every language of `languages` by code — for the
 * service worker, which all the languages' copies of the app share.
 */
export function appMessages(contentDir: string, lang: string, languages: string[] = [lang]): Plugin {
  return {
    name: 'prayer-fast:messages',
    resolveId: (id) => (id.startsWith(PREFIX) || id.startsWith(ALL_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (id.startsWith(`\0${ALL_PREFIX}`)) {
        const area = id.slice(ALL_PREFIX.length + 1);
        if (!AREA.test(area)) throw new Error(`${id}: not an area of messages`);
        const imports = languages.map((l, i) => `import * as l${i} from '${PREFIX}${area}?lang=${l}';`);
        const table = languages.map((l, i) => `${JSON.stringify(l)}: l${i}`).join(', ');
        return `${imports.join('\n')}\nexport default { ${table} };\n`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [area = '', query] = id.slice(PREFIX.length + 1).split('?lang=');
      const inLang = query ?? lang;
      if (!AREA.test(area) || !/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(inLang)) throw new Error(`${id}: not an area of messages`);
      const file = messageFile(contentDir, inLang, area);
      this.addWatchFile(file);
      return compileMessages(file, readFileSync(file, 'utf8'), inLang);
    },
  };
}
