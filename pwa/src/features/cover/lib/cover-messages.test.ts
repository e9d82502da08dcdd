// @vitest-environment node
// The cover's countdown and look back in Spanish: a day, or days.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessages } from '../../../../build/messages';

const file = fileURLToPath(new URL('../../../../../content/messages/es/app/cover.ftl', import.meta.url));

it('counts down and looks back in Spanish, one day or many', async () => {
  const code = compileMessages(file, readFileSync(file, 'utf8'), 'es');
  const m = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Record<
    string,
    (a: Record<string, number | string>) => string
  >;
  expect(m.coverCountdownDays!({ days: 1 })).toBe('1 día');
  expect(m.coverCountdownDaysHours!({ days: 3, hours: 4 })).toBe('3 días 4 h');
  expect(m.coverCountdown!({ countdown: '5 h 30 min' })).toBe('El día 1 comienza en 5 h 30 min');
  expect([1, 40].map((length) => m.coverAllComplete!({ length }))).toEqual(['Se completó el día', 'Se completaron los 40 días']);
});
