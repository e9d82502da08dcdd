// @vitest-environment node
// What a restore and a day of the journey say in Spanish: one or many, and "everything else" once a journal was shortened.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessages } from '../../../../build/messages';

const file = fileURLToPath(new URL('../../../../../content/messages/es/app/journey.ftl', import.meta.url));
type Message = (a: Record<string, string | number>) => string;

it('counts in Spanish what a restore added, and says when a journal was shortened', async () => {
  const code = compileMessages(file, readFileSync(file, 'utf8'), 'es');
  const m = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, Message>;
  expect([1, 3].map((count) => m.journeyRestoredSlots!({ count }))).toEqual(['1 momento de oración', '3 momentos de oración']);
  expect(m.journeyRestoredWater!({ count: 1 })).toBe('1 vaso de agua');
  expect(m.journeyRestoredNothing!({ shortened: 0 })).toBe('Todo lo que hay en esta copia ya está en este dispositivo.');
  expect(m.journeyRestoredNothing!({ shortened: 2 })).toMatch(/^Todo lo demás/);
  expect(m.journeyRestoredShortened!({ count: 2, max: '10.000' })).toMatch(/^2 diarios no tuvieron espacio .* hasta 10\.000 caracteres/);
  expect(m.journeyTickedNamed!({ ticked: 1, checkable: 1, slots: 'Consagración de apertura' })).toBe(
    '1 de 1 momento de oración: Consagración de apertura',
  );
  expect(m.journeyFileDamaged).toBe('Este archivo está dañado: no es la copia que se guardó. No se cambió nada en este dispositivo.');
});
