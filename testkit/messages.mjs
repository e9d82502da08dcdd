// The catalogue's words as the browser tests read them (content/messages/<lang>/{app,service}/*.ftl):
// a message with its variables filled, so a test finds on the page what the app says in any
// language, never a copy of it. Text, variables and a choice by a variable's exact value (as
// the clock's am/pm): a plural category is not worked out here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FluentParser, Message, NumberLiteral, Placeable, SelectExpression, TextElement, VariableReference } from '@fluent/syntax';
import { repoRoot } from './repo.mjs';

const parsed = new Map();

/** `area`: an app area (`day`), or a service file as `service/<name>` (`service/summary-mail`). */
function messageOf(lang, area, id) {
  const file = join(repoRoot, 'content', 'messages', lang, ...(area.includes('/') ? area.split('/') : ['app', area])) + '.ftl';
  if (!parsed.has(file)) parsed.set(file, new FluentParser({ withSpans: false }).parse(readFileSync(file, 'utf8')));
  const found = parsed.get(file).body.find((entry) => entry instanceof Message && entry.id.name === id);
  if (!found?.value) throw new Error(`${file}: no message ${id}`);
  return found.value;
}

/** Message `id` of `area` in `lang`, `args` filled in. */
export function message(lang, area, id, args = {}) {
  return text(messageOf(lang, area, id), args, `${area}/${id}`);
}

function text(pattern, args, where) {
  return pattern.elements
    .map((element) => {
      if (element instanceof TextElement) return element.value;
      const expression = element instanceof Placeable ? element.expression : undefined;
      if (expression instanceof VariableReference) return String(arg(args, expression.id.name, where));
      if (expression instanceof SelectExpression && expression.selector instanceof VariableReference) {
        const value = String(arg(args, expression.selector.id.name, where));
        const key = (v) => (v.key instanceof NumberLiteral ? v.key.value : v.key.name);
        const chosen = expression.variants.find((v) => key(v) === value) ?? expression.variants.find((v) => v.default);
        return text(chosen.value, args, where);
      }
      throw new Error(`${where}: only text, variables and choices by a variable are read here`);
    })
    .join('');
}

function arg(args, name, where) {
  if (!(name in args)) throw new Error(`${where}: give $${name}`);
  return args[name];
}

/** `HH:MM` as the app writes it in `lang` on the church's clock (`hourCycle`). */
export function formatClock(lang, hhmm, hourCycle = 'h12') {
  const [h, m] = hhmm.split(':').map(Number);
  const minute = String(m).padStart(2, '0');
  if (hourCycle === 'h23') return message(lang, 'clock', 'clock-24-hour', { hour: h, minute });
  return message(lang, 'clock', 'clock-12-hour', { hour: h % 12 === 0 ? 12 : h % 12, minute, half: h < 12 ? 'am' : 'pm' });
}
