import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './service.mjs';

const contentDir = join(repoRoot, 'content');
export const programme = JSON.parse(readFileSync(join(contentDir, 'programme.json'), 'utf8'));
export const days = readdirSync(join(contentDir, 'days'))
  .filter((f) => /^day-\d+\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(join(contentDir, 'days', f), 'utf8')))
  .sort((a, b) => a.day - b.day);
export const dayGuide = (n) => days.find((d) => d.day === n);
