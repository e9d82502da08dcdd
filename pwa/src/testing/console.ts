import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/** Silences console.error in each test of the calling file (React logs what an error boundary
 *  catches); the returned function gives the current test's spy, to check what was logged. */
export function quietConsoleErrors(): () => MockInstance<typeof console.error> {
  let spy: MockInstance<typeof console.error> | undefined;
  beforeEach(() => {
    spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => spy?.mockRestore());
  return () => spy!;
}
