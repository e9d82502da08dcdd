// @vitest-environment node
// Paths once: the API's paths are generated from the service's routes (`API_PATHS` in
// types/api.ts) and named through `apiPath`, never typed by hand. This reads every source file of
// the app (its tests aside: they may spell out what the app asked for) and fails on any string,
// template or regular expression that holds an `/api/` path, naming where.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { appSourceFiles, refusedLiterals, SRC } from '@/testing/source-literals';

/** `file:line: text` for each literal in `code` that holds a path under /api/. */
const typedApiPaths = (file: string, code: string) => refusedLiterals(file, code, (text) => /\/api\//.test(text), { regExps: true });

describe('the API’s paths', () => {
  it('are never typed by hand in the app: apiPath or API_PATHS (types/api.ts) name them', () => {
    const files = appSourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const typed = files.flatMap((path) => typedApiPaths(relative(join(SRC, '..'), path), readFileSync(path, 'utf8')));
    expect(typed, `Typed by hand, where apiPath(…) or API_PATHS.… should name them:\n${typed.join('\n')}`).toEqual([]);
  });

  it.each([
    ["const a = '/api/watch';", 1],
    ['const a = `/api/tally/${day}`;', 1],
    ['const a = `${base}/api/x`;', 1],
    ['const a = /^\\/api\\/recordings\\/\\d+$/;', 1],
    ['const a = <a href="/api/calendar.ics" />;', 1],
    ["switch (r) { case 'GET /api/watch': break; }", 1],
    ["// GET /api/watch, said in a comment\nconst a = '/apiary';", 0],
    ['const a = API_PATHS.watchPlan;', 0],
  ])('catches a path in %s', (code, count) => {
    expect(typedApiPaths('x.tsx', code)).toHaveLength(count);
  });
});
