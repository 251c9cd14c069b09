import { afterEach, vi } from 'vitest';

// A stray console.error is a bug somewhere: fail the test that caused it.
// Vitest runs this file before every test file; should several files share one process (Vitest's
// isolate: false, docs/performance.md), console.error is wrapped once per process, not once per file.
const key = Symbol.for('newsdesk.consoleErrors');
const holder = globalThis as typeof globalThis & { [key]?: { errors: unknown[][] } };
const seenErrors = (holder[key] ??= (() => {
  const state = { errors: [] as unknown[][] };
  const original = console.error;
  console.error = (...args: unknown[]) => {
    state.errors.push(args);
    original(...args);
  };
  return state;
})());

afterEach(() => {
  const seen = seenErrors.errors;
  seenErrors.errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) {
    throw new Error(`console.error was called ${seen.length} time(s): ${String(seen[0]?.[0])}`);
  }
});
