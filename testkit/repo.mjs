// The repository's root, for the kit's users to find content/, pwa/dist and target/ from.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
