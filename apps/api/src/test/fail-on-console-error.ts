// vitest set-up for every unit and API test file: a console.error during a test fails it, as
// it fails a browser test. Something that deserves console.error is a bug or an unexpected
// path; an expected problem is logged with console.warn (or through the app's logger).
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

let errors: unknown[][] = [];
let spy: MockInstance<typeof console.error> | undefined;
beforeEach(() => {
  errors = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  spy?.mockRestore();
  expect(errors, 'console.error was called').toEqual([]);
});
