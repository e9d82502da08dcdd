// What the guard tests read (lib/no-typed-paths.test.ts, lib/no-typed-storage-keys.test.ts):
// the app's source files, and the literals of a file whose text a rule refuses.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The app's `src/` folder. */
export const SRC = join(import.meta.dirname, '..');

/** The app's source files: every .ts/.tsx under src/ but the generated types, the tests and `except`. */
export function appSourceFiles(except: readonly string[] = [], dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'types') ? [] : appSourceFiles(except, path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !except.includes(path) ? [path] : [];
  });
}

/**
 * `file:line: text` for each string, template part and, with `regExps`, regular expression (its
 * source, `\/` read as `/`) in `code` whose text `refused` says is one.
 */
export function refusedLiterals(file: string, code: string, refused: (text: string) => boolean, { regExps = false } = {}): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)
        ? node.text
        : regExps && ts.isRegularExpressionLiteral(node)
          ? node.text.replaceAll('\\/', '/')
          : undefined;
    if (text !== undefined && refused(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${file}:${line + 1}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
