import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';

// Loaded inside each test, not at import: a chart whose config xstate refuses (a compound state without an
// initial state, a parallel state turned compound) then fails this test instead of failing the file's collection,
// which mutation testing would not count as a failing test.
const machineFiles = import.meta.glob<Record<string, unknown>>('../../src/machines/*/*.machine.ts');

describe('every statechart builds', () => {
  it.each(
    Object.entries(machineFiles).map(([file, load]) => ({ name: basename(file, '.machine.ts'), load })),
  )('$name', async ({ load }) => {
    await expect(load()).resolves.toBeDefined();
  });
});
