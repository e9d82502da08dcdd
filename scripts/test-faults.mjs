// `npm run test:faults`: the long fault, abuse and fuzzing runs (RELIABILITY.md), one step after
// another. Each step fails the run loudly; CI runs this after `npm test`.
import { ensurePython, main, run, venvPython } from './lib/setup.mjs';

const steps = [
  // SIGKILLs during delivery, full / read-only disk, locked database, spam relay, secrets in logs.
  // One at a time: they start real servers and (disk) mount a small tmpfs, which needs root.
  ['cargo', ['test', '--locked', '-p', 'prayer-fast', '--test', 'faults', '--', '--nocapture', '--test-threads', '1']],
  // OpenAPI-driven fuzzing: 100,000 requests (FUZZ_REQUESTS: fewer, e.g. in CI, where generating
  // them is most of the time) against the development build `npm start` and `npm test` make (no
  // second profile to compile; its overflow checks and debug assertions turn more mistakes into
  // the panics the fuzz looks for). Four Schemathesis processes keep both cores busy while each
  // waits on its answers.
  ['cargo', ['build', '--locked', '--workspace', '--all-targets']],
  [venvPython, ['scripts/fuzz_api.py', '--requests', fuzzRequests(), '--processes', '4', '--binary', 'target/debug/prayer-fast']],
];

function fuzzRequests() {
  const requests = process.env.FUZZ_REQUESTS ?? '100000';
  if (!/^[1-9]\d*$/.test(requests)) throw new Error(`FUZZ_REQUESTS must be a whole number, not ${requests}`);
  return requests;
}

main(() => {
  ensurePython();
  for (const [command, args] of steps) run(command, args);
});
