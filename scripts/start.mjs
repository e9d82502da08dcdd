// `npm start`: install what is missing, build the PWA and the service, serve both on
// http://127.0.0.1:${PORT:-8080} with embedded defaults (data under ./data).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureNodeModules, ensurePython, main, root, run } from './lib/setup.mjs';

main(() => {
  ensureNodeModules();
  // The content kit's Python (scripture checks, the API fuzz): installed here once, so that
  // `npm test` after `npm start` has nothing left to install.
  ensurePython();
  // The development profile, with every target `cargo test` builds: the binary served here and
  // the tests then share one build, so `npm test` after `npm start` compiles only its lint.
  // The release build is for the image (docker/Dockerfile), `npm run build` and benchmarks.
  run('cargo', ['build', '--locked', '--workspace', '--all-targets']);
  // The PWA bundles the content as that binary resolves it (pwa/build/service-content.mjs).
  run('npm', ['run', 'build', '-w', 'pwa']);
  const env = {
    PORT: '8080',
    DATA_DIR: join(root, 'data'),
    CONTENT_DIR: join(root, 'content'),
    PWA_DIR: join(root, 'pwa', 'dist'),
    ...process.env,
  };
  console.log(`\nPrayer Fast: http://127.0.0.1:${env.PORT}  (Ctrl-C stops)`);
  const server = spawn(join(root, 'target', 'debug', 'prayer-fast'), ['serve'], { cwd: root, env, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
});
