import { afterEach, beforeEach, vi } from 'vitest';
import { loadSanitizer } from '../../src/shell/sanitizer';

/** A console.error that a test did not expect fails it (epic-stack's rule). */
let unexpectedErrors: unknown[][] = [];

beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(args);
  });
});

afterEach(() => {
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});

// Server HTML renders at once, as in a browser once the sanitiser has loaded (src/shell/sanitizer.ts).
await loadSanitizer();
