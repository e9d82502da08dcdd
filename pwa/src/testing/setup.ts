import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // (A test in the node environment has no DOM and no storage.)
  globalThis.localStorage?.clear();
});
