// `npm run test:faults`: the long fault and abuse runs (RELIABILITY.md), one step after another.
// Each step fails the run loudly; CI runs this after `npm test`.
import { main, run } from './lib/setup.mjs';

const steps = [
  // SIGKILLs during delivery, full / read-only disk, locked database, spam relay, secrets in logs.
  // One at a time: they start real servers and (disk) mount a small tmpfs, which needs root.
  ['cargo', ['test', '--locked', '-p', 'prayer-fast', '--test', 'faults', '--', '--nocapture', '--test-threads', '1']],
];

main(() => {
  for (const [command, args] of steps) run(command, args);
});
