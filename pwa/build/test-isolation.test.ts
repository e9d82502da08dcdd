// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isolatedTestFiles } from './test-isolation';

const files = {
  'src/mocks.test.ts': "vi.mock('@/lib/language', () => ({ LANG: 'es' }));",
  'src/redefines.test.tsx': "Object.defineProperty(navigator, 'standalone', { value: true });",
  'src/stubs-and-keeps.test.ts': "vi.stubGlobal('fetch', vi.fn());",
  'src/stubs-and-undoes.test.ts': "vi.stubGlobal('fetch', vi.fn()); afterEach(() => vi.unstubAllGlobals());",
  'src/spies-and-restores.test.ts': "const spy = vi.spyOn(console, 'error'); spy.mockRestore();",
  'src/renders-the-app.test.tsx': "import { renderAppAt } from '@/testing/render-app';",
  'src/plain.test.ts': "it('adds', () => expect(1 + 1).toBe(2));",
  'src/not-a-test.ts': "vi.mock('x');",
};

it('isolates the files that change what another file would see, and no others', () => {
  const root = mkdtempSync(join(tmpdir(), 'isolation-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    mkdirSync(join(root, 'build'));
    expect(isolatedTestFiles(root)).toEqual([
      'src/mocks.test.ts',
      'src/redefines.test.tsx',
      'src/renders-the-app.test.tsx',
      'src/stubs-and-keeps.test.ts',
    ]);
  } finally {
    rmSync(root, { recursive: true });
  }
});
