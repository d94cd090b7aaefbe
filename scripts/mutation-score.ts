import { existsSync, readFileSync } from 'node:fs';

/** How scripts/mutation.ts and scripts/mutation-ci.ts read a Stryker JSON report (mutation-testing-report-schema). */
type Status = 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored';
const DETECTED: Status[] = ['Killed', 'Timeout'];
const VALID: Status[] = ['Killed', 'Timeout', 'Survived', 'NoCoverage'];

export interface Mutant {
  status: Status;
  mutatorName: string;
  replacement?: string;
  location: { start: { line: number } };
}

export interface MutationReport {
  files: Record<string, { source: string; mutants: Mutant[] }>;
  testFiles?: Record<string, { source?: string }>;
}

interface Equivalent {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  reason: string;
}

/** Surviving mutants that change no behaviour, each with its reason (reports/equivalent-mutants.json). */
export const equivalents = (() => {
  const file = 'reports/equivalent-mutants.json';
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Equivalent[]) : [];
})();

const isEquivalent = (file: string, mutant: Mutant) =>
  !DETECTED.includes(mutant.status) &&
  equivalents.some(
    (known) =>
      known.file === file &&
      known.line === mutant.location.start.line &&
      known.mutator === mutant.mutatorName &&
      known.replacement === mutant.replacement,
  );

export interface FileScore {
  file: string;
  killed: number;
  valid: number;
  equivalent: number;
  /** Valid mutants no test detected and no entry of equivalent-mutants.json explains. */
  survivors: Mutant[];
}

export const scoreFile = (file: string, mutants: Mutant[]): FileScore => {
  const counted = mutants.filter((mutant) => VALID.includes(mutant.status) && !isEquivalent(file, mutant));
  return {
    file,
    killed: counted.filter(({ status }) => DETECTED.includes(status)).length,
    valid: counted.length,
    equivalent: mutants.filter((mutant) => isEquivalent(file, mutant)).length,
    survivors: counted.filter(({ status }) => !DETECTED.includes(status)),
  };
};

export const scoreReport = (report: MutationReport): FileScore[] =>
  Object.entries(report.files).map(([file, { mutants }]) => scoreFile(file, mutants));

export const percent = (killed: number, valid: number) => (valid ? (killed / valid) * 100 : 0);

export const readReport = (path: string): MutationReport | null =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as MutationReport) : null;
