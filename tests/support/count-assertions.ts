import { afterEach, expect } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** How many `expect` calls the test made (read by tests/support/timing-reporter.ts). */
    assertions?: number;
  }
}

// Runs after the test body, before the file's own afterEach hooks: the count is the test's own assertions.
afterEach(({ task }) => {
  task.meta.assertions = expect.getState().assertionCalls;
});
