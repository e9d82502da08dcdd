// `npm run test:faults`: the long suites, one step after another (add new ones to `steps`).
import { ensurePython, main, run, venvPython } from './lib/setup.mjs';

const steps = [
  ['cargo', ['build', '--release', '--locked', '-p', 'prayer-fast']],
  // OpenAPI-driven fuzzing: 100,000 requests against the release binary (figures: RELIABILITY.md).
  // Four Schemathesis processes keep both cores busy while each waits on its answers.
  [venvPython, ['scripts/fuzz_api.py', '--requests', '100000', '--processes', '4', '--binary', 'target/release/prayer-fast']],
];

main(() => {
  ensurePython();
  for (const [command, args] of steps) run(command, args);
});
