// A Vite plugin: the app's words, from the message catalogue the service shares
// (content/messages/<lang>/app/<area>.ftl, Fluent). `import * as m from 'virtual:messages/<area>'`
// gives the build's language's messages of one area as named exports: a message without
// variables is a string, one with variables a function of them (`m.beginDay({ day: 12 })`).
// Parsing is @fluent/syntax's; what ships is the compiled messages (no parser, no runtime),
// with plurals chosen by the platform's Intl.PluralRules for the language, as Fluent does.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  FluentParser,
  Junk,
  Message,
  MessageReference,
  NumberLiteral,
  Pattern,
  Placeable,
  SelectExpression,
  StringLiteral,
  Term,
  TermReference,
  TextElement,
  VariableReference,
  type Expression,
  type PatternElement,
} from '@fluent/syntax';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** `begin-day` → `beginDay`. */
export const exportName = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** What a message needs: each variable, and whether it chooses a plural form (a number). */
type Variables = Map<string, 'number' | 'text'>;

interface Compiled {
  name: string;
  variables: Variables;
  /** A JavaScript expression for the message's text (in terms of `a`, its variables). */
  code: string;
}

class Compiler {
  private readonly messages = new Map<string, Message>();
  private readonly terms = new Map<string, Term>();
  private readonly compiling = new Set<string>();

  constructor(
    private readonly file: string,
    source: string,
  ) {
    const resource = new FluentParser({ withSpans: false }).parse(source);
    for (const entry of resource.body) {
      if (entry instanceof Junk) {
        const note = entry.annotations.map((a) => a.message).join('; ');
        throw new Error(`${file}: cannot read "${entry.content.trim().split('\n')[0]}": ${note}`);
      }
      if (entry instanceof Message) this.messages.set(entry.id.name, entry);
      if (entry instanceof Term) this.terms.set(entry.id.name, entry);
    }
  }

  all(): Compiled[] {
    return [...this.messages.values()].map((message) => {
      const variables: Variables = new Map();
      return { name: exportName(message.id.name), variables, code: this.message(message, variables) };
    });
  }

  private message(message: Message, variables: Variables): string {
    const id = message.id.name;
    if (!message.value) throw new Error(`${this.file}: ${id} has no text (attributes are not used here)`);
    if (message.attributes.length > 0) throw new Error(`${this.file}: ${id} has attributes: write each as a message`);
    if (this.compiling.has(id)) throw new Error(`${this.file}: ${id} refers to itself`);
    this.compiling.add(id);
    try {
      return this.pattern(message.value, variables);
    } finally {
      this.compiling.delete(id);
    }
  }

  /** A template literal: text as is, each placeable as `${…}`. */
  private pattern(pattern: Pattern, variables: Variables): string {
    const parts = pattern.elements.map((element: PatternElement) =>
      element instanceof TextElement ? literal(element.value) : `\${${this.expression((element as Placeable).expression, variables)}}`,
    );
    return `\`${parts.join('')}\``;
  }

  private expression(expression: Expression | Placeable, variables: Variables): string {
    if (expression instanceof Placeable) return this.expression(expression.expression, variables);
    if (expression instanceof StringLiteral) return JSON.stringify(expression.parse().value);
    if (expression instanceof NumberLiteral) return JSON.stringify(String(expression.parse().value));
    if (expression instanceof VariableReference) {
      const name = expression.id.name;
      if (!variables.has(name)) variables.set(name, 'text');
      return `a.${name}`;
    }
    if (expression instanceof MessageReference) {
      const message = this.messages.get(expression.id.name);
      if (!message) throw new Error(`${this.file}: no message ${expression.id.name}`);
      return `(${this.message(message, variables)})`;
    }
    if (expression instanceof TermReference) {
      const term = this.terms.get(expression.id.name);
      if (!term) throw new Error(`${this.file}: no term -${expression.id.name}`);
      return `(${this.pattern(term.value, variables)})`;
    }
    if (expression instanceof SelectExpression) return this.select(expression, variables);
    throw new Error(`${this.file}: ${expression.type} is not supported in the app's messages`);
  }

  /** `{ $count -> [one] … *[other] … }`: an exact number first, then the plural category. */
  private select(select: SelectExpression, variables: Variables): string {
    if (!(select.selector instanceof VariableReference)) throw new Error(`${this.file}: select on a variable only`);
    const name = select.selector.id.name;
    const plural = select.variants.some((v) => v.key instanceof NumberLiteral || PLURAL_CATEGORIES.has(v.key.name));
    variables.set(name, plural ? 'number' : 'text');
    const fallback = select.variants.find((v) => v.default);
    if (!fallback) throw new Error(`${this.file}: a select needs a default variant`);
    const key = plural ? `[a.${name}, plural.select(a.${name})]` : `[a.${name}]`;
    const cases = select.variants
      .filter((v) => !v.default)
      .map((v) => {
        const value = v.key instanceof NumberLiteral ? v.key.parse().value : v.key.name;
        return `k.includes(${JSON.stringify(value)}) ? ${this.pattern(v.value, variables)} : `;
      });
    return `((k) => ${cases.join('')}${this.pattern(fallback.value, variables)})(${key})`;
  }
}

/** Text inside a template literal. */
const literal = (text: string) => text.replace(/[\\`]|\$\{/g, (c) => `\\${c}`);

/** The ES module of one area's messages in `lang`. */
export function compileMessages(file: string, source: string, lang: string): string {
  const lines = new Compiler(file, source)
    .all()
    .map(({ name, variables, code }) => (variables.size === 0 ? `export const ${name} = ${code};` : `export const ${name} = (a) => ${code};`));
  // The language's plural rules, where a message chooses a plural form.
  if (lines.some((line) => line.includes('plural.select('))) lines.unshift(`const plural = new Intl.PluralRules(${JSON.stringify(lang)});`);
  return `${lines.join('\n')}\n`;
}

/**
 * The TypeScript declaration of one area's messages, from the first language's file: one `export
 * const` of them all (a string, or a function of the message's variables).
 */
export function messageTypes({ area, file, source }: { area: string; file: string; source: string }): string {
  const exports = new Compiler(file, source).all().map(({ name, variables }) => {
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

/** One area's messages in `lang` as the app has them (strings and functions), for the build's own use. */
export function areaMessages(contentDir: string, lang: string, area: string): Record<string, unknown> {
  const file = join(contentDir, 'messages', lang, 'app', `${area}.ftl`);
  const plural = new Intl.PluralRules(lang);
  const compiled = new Compiler(file, readFileSync(file, 'utf8')).all();
  return Object.fromEntries(
    compiled.map(({ name, variables, code }) => [
      name,
      new Function('plural', variables.size === 0 ? `return ${code};` : `return (a) => ${code};`)(plural) as unknown,
    ]),
  );
}

/** The app's message files of `lang` in `contentDir`, by area. */
export function messageFiles(contentDir: string, lang: string): { area: string; file: string; source: string }[] {
  const dir = join(contentDir, 'messages', lang, 'app');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ftl'))
    .sort()
    .map((f) => ({ area: basename(f, '.ftl'), file: join(dir, f), source: readFileSync(join(dir, f), 'utf8') }));
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
      const file = join(contentDir, 'messages', inLang, 'app', `${area}.ftl`);
      this.addWatchFile(file);
      return compileMessages(file, readFileSync(file, 'utf8'), inLang);
    },
  };
}
