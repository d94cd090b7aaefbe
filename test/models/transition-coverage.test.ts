import { mkdirSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { MachineModel } from '@test/support/machine-model';
import { type CoverageReport, transitionCoverage } from '@test/support/transition-coverage';
import { describe, expect, it } from 'vitest';

const models = import.meta.glob<{ default: MachineModel }>('./*.model.ts', { eager: true });
const machineFiles = Object.keys(import.meta.glob('../../src/machines/*/*.machine.ts'));

const coverageReportPath = '.tmp/transition-coverage.json';
// Mutation testing (scripts/mutation.ts) mutates one machine at a time: only its gate is worth re-running.
const onlyModel = process.env.COVERAGE_GATE_ONLY;

describe('transition coverage gate', () => {
  it('has a model for every machine file', () => {
    const modelled = Object.keys(models).map((file) => basename(file, '.model.ts'));
    const machines = machineFiles.map((file) => basename(file, '.machine.ts'));
    expect(modelled.sort()).toEqual(machines.sort());
  });

  const report: Record<string, CoverageReport> = {};
  it.each(
    Object.values(models)
      .map(({ default: model }) => ({ name: model.name, model }))
      .filter(({ name }) => !onlyModel || name === onlyModel),
  )(
    '$name: generated paths take every declared transition',
    ({ model }) => {
      const coverage = transitionCoverage(model.machine, model.paths(), model.input);
      report[model.name] = coverage;
      mkdirSync('.tmp', { recursive: true });
      writeFileSync(coverageReportPath, JSON.stringify(report, null, 2));
      expect(coverage.missing).toEqual([]);
    },
    // Generating every path of the largest chart is seconds of CPU: more than the default on a busy machine.
    30_000,
  );
});
