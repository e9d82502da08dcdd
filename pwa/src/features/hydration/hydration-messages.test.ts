// @vitest-environment node
// The tracker's count in Spanish: a glass, or glasses, as the goal asks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessages } from '../../../build/messages';

const file = fileURLToPath(new URL('../../../../content/messages/es/app/hydration.ftl', import.meta.url));

it('counts glasses in Spanish, one or many', async () => {
  const code = compileMessages(file, readFileSync(file, 'utf8'), 'es');
  const m = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as {
    hydrationCount: (a: { count: number; goal: number }) => string;
  };
  expect(m.hydrationCount({ count: 0, goal: 8 })).toBe('0 de 8 vasos');
  expect(m.hydrationCount({ count: 1, goal: 1 })).toBe('1 de 1 vaso');
});
