// @vitest-environment node
// The feature boundaries of ARCHITECTURE.md hold because ESLint refuses what crosses them:
// checked here on code written to cross them, so a config change cannot quietly drop the rule.
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/features/day/lib/x.ts', "import { a } from '@/features/summary/lib/send-summary';"],
    ['src/features/day/lib/x.ts', "import { a } from '../../hydration/hydration-tracker';"],
    ['src/features/day/components/x.tsx', "import { a } from '@/app/router';"],
    ['src/lib/x.ts', "import { a } from '@/features/day/lib/fast-status';"],
    ['src/components/ui/x.tsx', "import { a } from '../../features/reminders/reminders-api';"],
    ['src/sw/x.ts', "import { a } from '@/app/app';"],
  ])('%s may not %s', async (file, code) => {
    expect(await restricted(file, `${code}\nexport const b = a;\n`)).toHaveLength(1);
  });

  it.each([
    ['src/features/day/lib/x.ts', "import { a } from '@/lib/clock-time';"],
    ['src/features/day/lib/x.ts', "import { a } from '../components/day-header';"],
    ['src/app/routes/x.tsx', "import { a } from '@/features/day/lib/fast-status';"],
  ])('%s may %s', async (file, code) => {
    expect(await restricted(file, `${code}\nexport const b = a;\n`)).toEqual([]);
  });
});
