// @vitest-environment node
// The messages with a choice in them of the summary (one day or several in "E-mail My Journey")
// and the church's tally (one person, or many of us), and the day's guide by e-mail, as Spanish reads them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessages } from '../../../build/messages';

type Message = (a: Record<string, string | number>) => string;

async function spanish(area: string): Promise<Record<string, Message & string>> {
  const file = fileURLToPath(new URL(`../../../../content/messages/es/app/${area}.ftl`, import.meta.url));
  const code = compileMessages(file, readFileSync(file, 'utf8'), 'es');
  return (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, Message & string>;
}

it.each<[string, string, Record<string, string | number>, string | RegExp]>([
  ['summary', 'summaryJourneyText', { count: 1 }, /^Un solo correo con el día que llevas hasta ahora: /],
  ['summary', 'summaryJourneyText', { count: 12 }, /^Un solo correo con los 12 días que llevas hasta ahora: /],
  ['tally', 'tallyPrayedAt', { count: 1, people: '1', time: '6:00 a. m.' }, 'Hoy 1 persona oró a las 6:00 a. m.'],
  ['tally', 'tallyPrayedAt', { count: 1312, people: '1312', time: '6:00 a. m.' }, 'Hoy 1312 de nosotros oramos a las 6:00 a. m.'],
  ['tally', 'tallyKeptWatch', { count: 40, people: '40', watch: 'segunda vigilia' }, 'Hoy 40 de nosotros participamos en la segunda vigilia'],
  ['guide-mail', 'guideMailOn', { time: '7:00 a. m.', zone: 'America/Bogota', email: 'r…@iglesia.org' }, 'La guía del día te llega a las 7:00 a. m. (America/Bogota) a r…@iglesia.org.'],
  ['guide-mail', 'guideMailStarted', { time: '7:00 a. m.' }, 'Te llegará a las 7:00 a. m. cada mañana.'],
  ['guide-mail', 'guideMailNext', { day: 4, date: 'martes, 2 de marzo', time: '7:00 a. m.' }, 'La próxima llega a las 7:00 a. m. del martes, 2 de marzo, con la guía del día 4.'],
])('%s: %s(%o) in Spanish', async (area, id, args, expected) => {
  const said = (await spanish(area))[id]!(args);
  if (typeof expected === 'string') expect(said).toBe(expected);
  else expect(said).toMatch(expected);
});

it("adds that the summary stays on the device only when the service's Spanish did not say so", async () => {
  const { summaryHeld, summaryHeldKeptWords } = await spanish('summary');
  const said = 'Este dispositivo ya pidió confirmar 3 direcciones hoy.';
  expect(summaryHeld!({ said })).toBe(`${said} Tu resumen se queda en este dispositivo y se enviará más tarde.`);
  expect(summaryHeld!({ said }).includes(summaryHeldKeptWords!)).toBe(true);
});
