// ESLint for the PWA (`npm run lint -w pwa`, run by `npm test` with --max-warnings 0): the
// recommended JavaScript, TypeScript and React hooks rules, and the boundaries of ARCHITECTURE.md —
// a feature never imports another feature, and the shared folders import no feature and no app code.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * `no-restricted-imports` for these folders of `src/` (e.g. `features/day`, `app`): by alias
 * (`@/features/day/...`) and by any relative path that climbs to them (`../../day/...`).
 */
const forbid = (folders, why) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: folders.map((folder) => {
        const name = folder.split('/').at(-1);
        return { regex: `^(@/${folder}|(\\.\\./)+(features/)?${name})(/|$)`, message: why };
      }),
    },
  ],
});

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'public', '*.tmp.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    rules: {
      // The two classic hook rules; the React Compiler's rules are not adopted (no compiler here).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: forbid(
      [...features.filter((other) => other !== feature).map((other) => `features/${other}`), 'app'],
      `A feature does not import another feature or the app: move the shared piece to lib/, hooks/ or components/, or compose the features in app/.`,
    ),
  })),
  {
    files: ['src/{lib,hooks,components,content,types,sw}/**/*.{ts,tsx}'],
    rules: forbid(['features', 'app'], 'Shared code imports no feature and no app code (ARCHITECTURE.md).'),
  },
  {
    files: ['build/**/*.{ts,mjs}', '*.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser tests: Node, plus the code they run in the page and its service worker.
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.serviceworker } },
  },
);
