// The tooling's imports point one way: scripts/ and pwa/e2e/ share helpers through testkit/, and
// testkit/ imports neither of them (only itself, Node and npm packages, and the app's definitions
// the tests read through a plain-JS leaf of pwa/: a .mjs that imports nothing of the repository, so
// nothing leads back); scripts/ never imports pwa/e2e/ and pwa/e2e/ never imports scripts/. Run by `npm test`; alone:
// `node --test testkit/import-direction.test.mjs`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './repo.mjs';

const AREAS = { testkit: 'testkit', scripts: 'scripts', e2e: join('pwa', 'e2e') };

/** Which of AREAS a repository path is in, or undefined. */
function areaOf(path) {
  const rel = relative(repoRoot, path);
  return Object.keys(AREAS).find((area) => rel === AREAS[area] || rel.startsWith(AREAS[area] + sep));
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') yield* sourceFiles(path);
    else if (entry.isFile() && /\.(mjs|cjs|js)$/.test(entry.name)) yield path;
  }
}

/**
 * Every module `text` names: `import … from`, `export … from`, `import '…'` and `import('…')`.
 * A dynamic import of a computed name is returned as null: it cannot be checked.
 */
export function importedNames(text) {
  const names = [];
  for (const m of text.matchAll(/^\s*(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm)) names.push(m[1]);
  for (const m of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) names.push(m[1]);
  for (const m of text.matchAll(/\bimport\(\s*(?:['"]([^'"]+)['"]\s*\)|[^'")])/g)) names.push(m[1] ?? null);
  return names;
}

const isRelative = (name) => name.startsWith('.') || name.startsWith('/');

/**
 * Whether `path` is a plain-JS module of the app (in pwa/, not pwa/e2e/) that imports only Node and
 * npm packages: one the kit may read the app's definitions through (pwa/build/catalogue.mjs).
 */
function isAppLeaf(path) {
  const rel = relative(repoRoot, path);
  if (!rel.startsWith(`pwa${sep}`) || areaOf(path) || !rel.endsWith('.mjs') || !existsSync(path)) return false;
  return importedNames(readFileSync(path, 'utf8')).every((name) => name !== null && !isRelative(name));
}

/** [from, to, area of from, area of to] for every relative import in the three areas. */
function edges() {
  const found = [];
  for (const area of Object.keys(AREAS)) {
    for (const file of sourceFiles(join(repoRoot, AREAS[area]))) {
      for (const name of importedNames(readFileSync(file, 'utf8'))) {
        const from = relative(repoRoot, file);
        if (name === null) {
          found.push([from, '(a computed name)', area, 'unknown']);
        } else if (isRelative(name)) {
          const target = resolve(dirname(file), name);
          found.push([from, relative(repoRoot, target), area, areaOf(target) ?? (isAppLeaf(target) ? 'app leaf' : 'elsewhere')]);
        }
      }
    }
  }
  return found;
}

/** Whether an import from `fromArea` into `toArea` keeps the direction. */
function allowed(fromArea, toArea) {
  if (toArea === 'unknown') return false;
  if (fromArea === 'testkit') return toArea === 'testkit' || toArea === 'app leaf';
  if (fromArea === 'scripts') return toArea !== 'e2e';
  return toArea !== 'scripts';
}

test('testkit/ imports neither scripts/ nor pwa/e2e/ (of the app only its leaves), and those two never import each other', () => {
  const all = edges();
  const wrong = all.filter(([, , fromArea, toArea]) => !allowed(fromArea, toArea));
  assert.deepEqual(
    wrong.map(([from, to]) => `${from} imports ${to}`),
    [],
    'Share a helper through testkit/ instead (docs/testing.md, "Tooling").',
  );
  // Both sides are seen using the kit: the check reads their imports, it does not pass on none.
  for (const area of ['scripts', 'e2e']) {
    assert.ok(
      all.some(([, , fromArea, toArea]) => fromArea === area && toArea === 'testkit'),
      `no import of testkit/ found in ${AREAS[area]}`,
    );
  }
});

test('the import reader finds every form of import', () => {
  // (IMPORT stands for the keyword, so that this file's own imports are only the real ones.)
  const text = [
    "IMPORT a from './a.mjs';",
    "IMPORT {\n  b,\n  c,\n} from '../b.mjs';",
    "export { d } from './d.mjs';",
    "IMPORT './side-effect.mjs';",
    "  const { e } = await IMPORT('../e.mjs');",
    'const f = await IMPORT(name);',
  ]
    .join('\n')
    .replaceAll('IMPORT', 'import');
  assert.deepEqual(importedNames(text), ['./a.mjs', '../b.mjs', './d.mjs', './side-effect.mjs', '../e.mjs', null]);
});

test('the kit reads the app only through its plain-JS leaves', () => {
  const at = (...path) => join(repoRoot, ...path);
  assert.ok(isAppLeaf(at('pwa', 'build', 'catalogue.mjs')), 'the catalogue reader imports only Node and npm packages');
  assert.ok(isAppLeaf(at('pwa', 'src', 'lib', 'write-time.mjs')), 'the time writer imports nothing');
  assert.ok(!isAppLeaf(at('pwa', 'build', 'messages.ts')), 'TypeScript is not for the kit');
  assert.ok(!isAppLeaf(at('pwa', 'e2e', 'support', 'page.mjs')), 'the browser tests are an area of their own');
});
