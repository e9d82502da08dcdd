// Copies of the built PWA a test may change while the service serves them, and fresh builds.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from '../../../testkit/repo.mjs';

/** The built PWA the tests serve: pwa/dist, or PWA_DIR (testkit/service.mjs). */
export const distDir = process.env.PWA_DIR ?? join(repoRoot, 'pwa', 'dist');

/** A private copy of pwa/dist. */
export function copyOfDist() {
  const dir = mkdtempSync(join(tmpdir(), 'prayer-fast-pwa-'));
  cpSync(distDir, dir, { recursive: true });
  return dir;
}

/**
 * Builds the PWA into a new directory with `VITE_BUILD_ID` set (a genuinely new version), and `env`:
 * its content (`CONTENT_DIR`) as the service binary resolves it, never a file resolved before.
 */
export function buildVersion(buildId, env = {}) {
  const outDir = mkdtempSync(join(tmpdir(), 'prayer-fast-build-'));
  const vitePackage = createRequire(join(repoRoot, 'pwa', 'package.json')).resolve('vite/package.json');
  const vite = join(dirname(vitePackage), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(repoRoot, 'pwa'),
    env: { ...process.env, PRAYER_FAST_CONTENT_JSON: undefined, VITE_BUILD_ID: buildId, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`);
  return outDir;
}

/** Replaces what `dir` holds with `source`'s files, as a deployment does. */
export function deployInto(dir, source) {
  for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
  cpSync(source, dir, { recursive: true });
}
