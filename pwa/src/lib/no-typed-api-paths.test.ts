// @vitest-environment node
// Paths once: the API's paths are generated from the service's routes (`API_PATHS` in
// types/api.ts) and named through `apiPath`, never typed by hand. This reads every source file of
// the app (its tests aside: they may spell out what the app asked for) and fails on any string,
// template or regular expression that holds an `/api/` path, naming where.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const src = join(import.meta.dirname, '..');

/** The app's source files: every .ts/.tsx under src/ but the generated types and the tests. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(src, 'types') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file:line: text` for each literal in `code` that holds a path `pattern` matches (an /api/
 *  path unless said). */
function typedApiPaths(file: string, code: string, pattern = /\/api\//): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)
        ? node.text
        : ts.isRegularExpressionLiteral(node)
          ? node.text.replaceAll('\\/', '/')
          : undefined;
    if (text !== undefined && pattern.test(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the API’s paths', () => {
  it('are never typed by hand in the app: apiPath or API_PATHS (types/api.ts) name them', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    const typed = files.flatMap((path) => typedApiPaths(relative(join(src, '..'), path), readFileSync(path, 'utf8')));
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

/** A day page's path (`/day/3`, `/day/${n}`), not a module path such as '@/features/day/…'. */
const DAY_PATH = /(^|[^\w])\/day\//;

describe('a day page’s shape', () => {
  it('is never typed by hand in the app: dayPath and DAY_ROUTE (lib/day-path.ts, from the generated DAY_PAGE) make it', () => {
    const typed = sourceFiles(src).flatMap((path) => typedApiPaths(relative(join(src, '..'), path), readFileSync(path, 'utf8'), DAY_PATH));
    expect(typed, `Typed by hand, where dayPath(…) should make it:\n${typed.join('\n')}`).toEqual([]);
  });

  it.each([
    ['const a = `/day/${n}`;', 1],
    ["const a = '/day/1';", 1],
    ['const a = <Link to="/day/:dayNumber" />;', 1],
    ["import { x } from '@/features/day/components/day-page';", 0],
    ['const a = dayPath(3);', 0],
  ])('catches a day path in %s', (code, count) => {
    expect(typedApiPaths('x.tsx', code, DAY_PATH)).toHaveLength(count);
  });
});
