// The message catalogue (content/messages/<lang>/{app,service}/*.ftl, Fluent) as the app's build
// and the browser tests read it: one reader, so what the app says and what the tests look for
// cannot drift apart. Plain JavaScript, for the kit runs in Node with no TypeScript (types:
// catalogue.d.mts); it imports only Node and @fluent/syntax, as testkit/ requires of what it imports.
// A message compiles to a JavaScript expression of its variables (`a`): the build ships it
// (build/messages.ts), and `readArea` runs it here, plurals chosen by Intl.PluralRules as Fluent does.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  FluentParser,
  Junk,
  Message,
  MessageReference,
  NumberLiteral,
  Placeable,
  SelectExpression,
  StringLiteral,
  Term,
  TermReference,
  TextElement,
  VariableReference,
} from '@fluent/syntax';

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** `begin-day` → `beginDay`. */
export const exportName = (id) => id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/** The file of `area` in `lang`: an app area (`day`), or a service file as `service/<name>`. */
export function messageFile(contentDir, lang, area) {
  const [part, name] = area.includes('/') ? area.split('/') : ['app', area];
  return join(contentDir, 'messages', lang, part, `${name}.ftl`);
}

/** The app's areas in `lang` (its app/*.ftl files), sorted. */
export function appAreas(contentDir, lang) {
  return readdirSync(join(contentDir, 'messages', lang, 'app'))
    .filter((f) => f.endsWith('.ftl'))
    .sort()
    .map((f) => basename(f, '.ftl'));
}

/** Every message of one file, compiled: `{ id, name, variables, code }` (`code` in terms of `a`). */
export function compileArea(file, source) {
  return new Compiler(file, source).all();
}

/**
 * One area's messages in `lang` by id, each with `write(args)`: its text, `args` filled in. A
 * variable the chosen text needs and `args` lacks is an error (`give $day`), never "undefined".
 */
export function readArea(contentDir, lang, area) {
  const file = messageFile(contentDir, lang, area);
  const plural = new Intl.PluralRules(lang);
  return new Map(
    compileArea(file, readFileSync(file, 'utf8')).map(({ id, name, variables, code }) => {
      const run = new Function('plural', `return (a) => ${code};`)(plural);
      const given = (args) =>
        new Proxy(args, {
          get(target, key) {
            if (!(key in target)) throw new Error(`${file}: ${id}: give $${String(key)}`);
            return target[key];
          },
        });
      return [id, { name, variables, write: (args = {}) => run(given(args)) }];
    }),
  );
}

/** One area's messages in `lang` as the app has them: by export name, a string or a function of its variables. */
export function areaMessages(contentDir, lang, area) {
  return Object.fromEntries(
    [...readArea(contentDir, lang, area).values()].map(({ name, variables, write }) => [name, variables.size === 0 ? write() : write]),
  );
}

class Compiler {
  messages = new Map();
  terms = new Map();
  compiling = new Set();

  constructor(file, source) {
    this.file = file;
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

  all() {
    return [...this.messages.values()].map((message) => {
      const variables = new Map();
      return { id: message.id.name, name: exportName(message.id.name), variables, code: this.message(message, variables) };
    });
  }

  message(message, variables) {
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
  pattern(pattern, variables) {
    const parts = pattern.elements.map((element) =>
      element instanceof TextElement ? literal(element.value) : `\${${this.expression(element.expression, variables)}}`,
    );
    return `\`${parts.join('')}\``;
  }

  expression(expression, variables) {
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
  select(select, variables) {
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
const literal = (text) => text.replace(/[\\`]|\$\{/g, (c) => `\\${c}`);
