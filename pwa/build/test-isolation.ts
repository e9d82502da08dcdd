// Which unit-test files share a module graph and which run alone. Setting up jsdom and importing
// the app afresh for each of a hundred files took most of the run, so files run side by side in
// one graph per worker, except those that change what another file would see: a mocked module,
// a redefined property, or a stubbed global or variable, a spy or fake timers that the file does
// not undo itself; and those that render the whole app, whose lazily loaded routes load once per
// graph (a route one file left loading kept the next file's page waiting). Those run isolated.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

const CHANGES_MODULES = /\bvi\.(mock|doMock)\(|Object\.defineProperty|from '@\/testing\/render-app'/;
const CHANGES_GLOBALS = /\bvi\.(stubGlobal|stubEnv|spyOn|useFakeTimers)\(/;
const UNDOES_THEM = /\bvi\.(unstubAllGlobals|unstubAllEnvs|restoreAllMocks|useRealTimers)\(|\.mockRestore\(/;

const changesSharedState = (text: string) =>
  CHANGES_MODULES.test(text) || (CHANGES_GLOBALS.test(text) && !UNDOES_THEM.test(text));

/** The test files under `root` (the PWA's folder) that must run isolated, relative to it. */
export function isolatedTestFiles(root: string): string[] {
  return ['src', 'build']
    .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => join(root, dir, f)))
    .filter((file) => /\.test\.tsx?$/.test(file) && changesSharedState(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
    .sort();
}
