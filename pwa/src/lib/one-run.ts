// One run of a sender at a time: what a page asks for while one runs is not lost, nor run twice
// side by side (each would send the same queue).

/**
 * `run`, one call at a time: a call while it runs makes it run once more when done (with that
 * call's arguments: the newest) and shares the answer of that last run.
 */
export function oneRunAtATime<A extends unknown[], T>(run: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let running: Promise<T> | null = null;
  let again: A | null = null;
  return (...args: A) => {
    if (running) {
      again = args;
      return running;
    }
    running = (async () => {
      let result = await run(...args);
      while (again) {
        const next: A = again;
        again = null;
        result = await run(...next);
      }
      return result;
    })().finally(() => {
      running = null;
    });
    return running;
  };
}
