// @vitest-environment node
// The messages with a choice in them (one or many, a shortened journal or none) of the days list,
// My journey, the cover's live moment and the print edition, as Spanish reads them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessages } from '../../../build/messages';

type Message = (a: Record<string, string | number>) => string;

async function spanish(area: string): Promise<Record<string, Message>> {
  const file = fileURLToPath(new URL(`../../../../content/messages/es/app/${area}.ftl`, import.meta.url));
  const code = compileMessages(file, readFileSync(file, 'utf8'), 'es');
  return (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, Message>;
}

const span = { title: 'Ayuno de oración de 40 días', first: 'mié 1 oct', last: 'dom 9 nov' };

it.each<[string, string, Record<string, string | number>, string | RegExp]>([
  ['days', 'daysIntro', { ...span, length: 40 }, 'Ayuno de oración de 40 días: 40 días, del mié 1 oct al dom 9 nov.'],
  ['days', 'daysIntro', { ...span, length: 1 }, 'Ayuno de oración de 40 días: 1 día, el mié 1 oct.'],
  ['days', 'daysTicked', { ticked: 1, checkable: 1 }, '1 de 1 momento de oración'],
  ['days', 'daysTicked', { ticked: 1, checkable: 5 }, '1 de 5 momentos de oración'],
  ['journey', 'journeyRestoredSlots', { count: 1 }, '1 momento de oración'],
  ['journey', 'journeyRestoredSlots', { count: 3 }, '3 momentos de oración'],
  ['journey', 'journeyRestoredWater', { count: 1 }, '1 vaso de agua'],
  ['journey', 'journeyRestoredNothing', { shortened: 0 }, 'Todo lo que hay en esta copia ya está en este dispositivo.'],
  ['journey', 'journeyRestoredNothing', { shortened: 2 }, 'Todo lo demás que hay en esta copia ya está en este dispositivo.'],
  ['journey', 'journeyRestoredShortened', { count: 2, max: '10.000' }, /^2 diarios no tuvieron espacio .* hasta 10\.000 caracteres/],
  ['journey', 'journeyTickedNamed', { ticked: 1, checkable: 1, slots: 'Vigilia' }, '1 de 1 momento de oración: Vigilia'],
  ['journey', 'journeyWater', { glasses: 3, goal: 8 }, '3 de 8 vasos de agua'],
  ['cover', 'coverCountdownDays', { days: 1 }, '1 día'],
  ['cover', 'coverCountdownDaysHours', { days: 3, hours: 4 }, '3 días 4 h'],
  ['cover', 'coverAllComplete', { length: 1 }, 'Se completó el día'],
  ['cover', 'coverAllComplete', { length: 40 }, 'Se completaron los 40 días'],
  ['print', 'printCoverDates', { length: 40, first: 'miércoles, 1 de octubre', last: 'domingo, 9 de noviembre' }, '40 días: del miércoles, 1 de octubre al domingo, 9 de noviembre'],
])('%s: %s(%o) in Spanish', async (area, id, args, expected) => {
  const said = (await spanish(area))[id]!(args);
  if (typeof expected === 'string') expect(said).toBe(expected);
  else expect(said).toMatch(expected);
});
