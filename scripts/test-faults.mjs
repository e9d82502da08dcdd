// `npm run test:faults`: the long fault, abuse and fuzzing runs (RELIABILITY.md). Each fails the
// run loudly; CI runs this after `npm test`.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensurePython, main, root, run, venvPython } from './lib/setup.mjs';

// Both runs use the development build `npm start` and `npm test` make (no second profile to
// compile; its overflow checks and debug assertions turn more mistakes into the panics the fuzz
// looks for): compiled first, so neither waits on the other's build.
const builds = [
  ['cargo', ['build', '--locked', '--workspace', '--all-targets']],
  ['cargo', ['test', '--locked', '-p', 'prayer-fast', '--test', 'faults', '--no-run']],
];

// Side by side: the fault suite mostly waits (on its servers, its sinks, misbehaving push
// services it answers slowly on purpose), about a sixth of one core, while the fuzz keeps both
// cores busy. Its timing checks keep their margins beside it (docs/testing.md, CI).
const runs = {
  // SIGKILLs during delivery, full / read-only disk, locked database, spam relay, secrets in logs.
  // One at a time: they start real servers and (disk) mount a small tmpfs, which needs root.
  faults: ['cargo', ['test', '--locked', '-p', 'prayer-fast', '--test', 'faults', '--', '--nocapture', '--test-threads', '1']],
  // OpenAPI-driven fuzzing: 100,000 requests (FUZZ_REQUESTS: fewer, e.g. in CI, where generating
  // them is most of the time). Four Schemathesis processes keep both cores busy while each waits
  // on its answers.
  fuzz: [venvPython, ['scripts/fuzz_api.py', '--requests', fuzzRequests(), '--processes', '4', '--binary', 'target/debug/prayer-fast']],
};

function fuzzRequests() {
  const requests = process.env.FUZZ_REQUESTS ?? '100000';
  if (!/^[1-9]\d*$/.test(requests)) throw new Error(`FUZZ_REQUESTS must be a whole number, not ${requests}`);
  return requests;
}

/** Runs `command`, each line of its output marked with `name`; resolves to how it ended. */
function marked(name, [command, args]) {
  console.log(`\n$ [${name}] ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ name, failed: error.message }));
    child.on('close', (code, signal) => {
      console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s: [${name}] ended with ${code ?? signal})`);
      resolve({ name, failed: code === 0 ? null : `exited with ${code ?? signal}` });
    });
  });
}

main(async () => {
  ensurePython();
  for (const [command, args] of builds) run(command, args);
  const ended = await Promise.all(Object.entries(runs).map(([name, step]) => marked(name, step)));
  const failed = ended.filter((run) => run.failed);
  if (failed.length > 0) throw new Error(failed.map((run) => `${run.name} ${run.failed}`).join('; '));
});
