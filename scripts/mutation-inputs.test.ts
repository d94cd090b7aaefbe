import { describe, expect, it } from 'vitest';
import { changedSince, expand, inputsOf } from './mutation-inputs';

const claim = {
  name: 'claim',
  mutate: ['src/machines/claim/*.ts', '!src/machines/claim/*.test.ts'],
  tests: ['test/models/claim.*test.ts', 'src/machines/claim/*.test.ts'],
};

describe('what a mutation group depends on (CI re-measures a group only when this changes)', () => {
  it('expands globs to tracked files, honouring exclusions', () => {
    const mutated = expand(claim.mutate);
    expect(mutated).toContain('src/machines/claim/claim.machine.ts');
    expect(mutated.some((path) => path.endsWith('.test.ts'))).toBe(false);
  });

  it('records every mutated file and every test file with a content hash; models-only leaves unit tests out', () => {
    const whole = inputsOf(claim);
    expect(Object.keys(whole)).toEqual(
      expect.arrayContaining(['src/machines/claim/claim.machine.ts', 'test/models/claim.model.test.ts']),
    );
    expect(Object.values(whole).every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    const modelsOnly = inputsOf(claim, true);
    expect(
      Object.keys(modelsOnly).some(
        (path) => path.startsWith('src/machines/claim/') && path.endsWith('.test.ts'),
      ),
    ).toBe(false);
  });

  it('names a changed, an added and a removed file, and nothing when all are the same', () => {
    const recorded = { 'a.ts': '1', 'b.ts': '2', 'gone.test.ts': '3' };
    expect(changedSince(recorded, { ...recorded })).toEqual([]);
    expect(changedSince(recorded, { 'a.ts': '1', 'b.ts': 'x', 'new.test.ts': '4' })).toEqual([
      'b.ts',
      'gone.test.ts',
      'new.test.ts',
    ]);
  });
});
