// The catalogue's words as the browser tests read them (content/messages/<lang>/app/<area>.ftl):
// a message with its variables filled, so a test finds on the page what the app says in any
// language, never a copy of it. Plain text and variables only: a test that needs a plural form
// names the variant's words itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FluentParser, Message, Placeable, TextElement, VariableReference } from '@fluent/syntax';
import { repoRoot } from './repo.mjs';

const parsed = new Map();

function messageOf(lang, area, id) {
  const file = join(repoRoot, 'content', 'messages', lang, 'app', `${area}.ftl`);
  if (!parsed.has(file)) parsed.set(file, new FluentParser({ withSpans: false }).parse(readFileSync(file, 'utf8')));
  const found = parsed.get(file).body.find((entry) => entry instanceof Message && entry.id.name === id);
  if (!found?.value) throw new Error(`${file}: no message ${id}`);
  return found.value;
}

/** Message `id` of `area` in `lang`, `args` filled in. */
export function message(lang, area, id, args = {}) {
  return messageOf(lang, area, id)
    .elements.map((element) => {
      if (element instanceof TextElement) return element.value;
      const expression = element instanceof Placeable ? element.expression : undefined;
      if (!(expression instanceof VariableReference)) throw new Error(`${area}/${id}: only text and variables are read here`);
      const name = expression.id.name;
      if (!(name in args)) throw new Error(`${area}/${id}: give $${name}`);
      return String(args[name]);
    })
    .join('');
}
