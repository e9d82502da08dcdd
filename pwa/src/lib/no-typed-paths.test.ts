// @vitest-environment node
// Paths once: the API's paths are generated from the service's routes (`API_PATHS` in
// types/api.ts) and named through `apiPath`; a day's page has the service's shape (`DAY_PAGE`),
// made and read by `dayPath` and `dayOfPath` (lib/page-files.ts). Neither is typed by hand. This
// reads every source file of the app (its tests aside: they may spell out what the app asked for)
// and fails on any string, template or regular expression that holds one, naming where.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { appSourceFiles, refusedLiterals, SRC } from '@/testing/source-literals';

/** An API path, or a day's page (`/day/3`, not `features/day/`). */
const PATHS = { api: /\/api\//, day: /(^|[^\w.@-])\/day\// };

/** `file:line: text` for each literal in `code` that holds a path `kind` names. */
const typedPaths = (kind: keyof typeof PATHS, file: string, code: string) =>
  refusedLiterals(file, code, (text) => PATHS[kind].test(text), { regExps: true });

describe.each([
  ['api', 'apiPath(…) or API_PATHS.… (types/api.ts)'],
  ['day', 'dayPath(…) or dayOfPath(…) (lib/page-files.ts)'],
] as const)('the %s paths', (kind, namer) => {
  it(`are never typed by hand in the app: ${namer} name them`, () => {
    const files = appSourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const typed = files.flatMap((path) => typedPaths(kind, relative(join(SRC, '..'), path), readFileSync(path, 'utf8')));
    expect(typed, `Typed by hand, where ${namer} should name them:\n${typed.join('\n')}`).toEqual([]);
  });
});

describe('a typed path is caught', () => {
  it.each([
    ['api', "const a = '/api/watch';", 1],
    ['api', 'const a = `/api/tally/${day}`;', 1],
    ['api', 'const a = `${base}/api/x`;', 1],
    ['api', 'const a = /^\\/api\\/recordings\\/\\d+$/;', 1],
    ['api', 'const a = <a href="/api/calendar.ics" />;', 1],
    ['api', "switch (r) { case 'GET /api/watch': break; }", 1],
    ['api', "// GET /api/watch, said in a comment\nconst a = '/apiary';", 0],
    ['api', 'const a = API_PATHS.watchPlan;', 0],
    ['day', 'const a = <Link to={`/day/${day}`} />;', 1],
    ['day', 'const a = <Link to="/day/1" />;', 1],
    ['day', "const a = <Route path='/day/:dayNumber' />;", 1],
    ['day', 'const a = `${prefix}/day/${day}.html`;', 1],
    ['day', 'const a = /^\\/day\\/(\\d+)$/;', 1],
    ['day', "import { DayPage } from '@/features/day/components/day-page';", 0],
    ['day', "const a = '/days';", 0],
    ['day', 'const a = dayPath(day);', 0],
  ] as const)('(%s) in %s', (kind, code, count) => {
    expect(typedPaths(kind, 'x.tsx', code)).toHaveLength(count);
  });
});
