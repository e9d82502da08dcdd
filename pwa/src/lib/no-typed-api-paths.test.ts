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

/** `file:line: text` for each literal in `code` that holds a path under /api/. */
function typedApiPaths(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)
        ? node.text
        : ts.isRegularExpressionLiteral(node)
          ? node.text.replaceAll('\\/', '/')
          : undefined;
    if (text !== undefined && /\/api\//.test(text)) {
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
