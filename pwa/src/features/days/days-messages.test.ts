// @vitest-environment node
// The days list in Spanish: its span, and what a day holds, one prayer time or many.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessages } from '../../../build/messages';

const file = fileURLToPath(new URL('../../../../content/messages/es/app/days.ftl', import.meta.url));

it('says the span and the prayer times in Spanish, one or many', async () => {
  const code = compileMessages(file, readFileSync(file, 'utf8'), 'es');
  const m = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Record<
    string,
    (a: Record<string, number | string>) => string
  >;
  const span = { title: 'Ayuno de oración de 40 días', first: 'mié 1 oct', last: 'dom 9 nov' };
  expect(m.daysIntro!({ ...span, length: 40 })).toBe('Ayuno de oración de 40 días: 40 días, del mié 1 oct al dom 9 nov.');
  expect(m.daysIntro!({ ...span, length: 1 })).toBe('Ayuno de oración de 40 días: 1 día, el mié 1 oct.');
  expect([1, 5].map((checkable) => m.daysTicked!({ ticked: 1, checkable }))).toEqual([
    '1 de 1 momento de oración',
    '1 de 5 momentos de oración',
  ]);
});
