import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** A mutation group as scripts/mutation.ts defines it: the files it mutates and the tests it runs against them. */
export interface GroupSpec {
  name: string;
  mutate: string[];
  tests: string[];
  /** The vitest projects that run (default unit and models). */
  projects?: string;
}

/** The tracked files a list of Stryker-style globs names (`!` excludes), through git's own glob pathspecs. */
export const expand = (globs: string[]): string[] =>
  execFileSync(
    'git',
    [
      'ls-files',
      '--',
      ...globs.map((glob) => (glob.startsWith('!') ? `:(glob,exclude)${glob.slice(1)}` : `:(glob)${glob}`)),
    ],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean)
    .sort();

export const testsOf = (group: GroupSpec, modelsOnly: boolean) =>
  modelsOnly ? group.tests.filter((glob) => glob.startsWith('test/models/')) : group.tests;

/**
 * What a group's score depends on directly: the content hash of every file it mutates and every test file it runs.
 * Recorded beside the report when the group is measured, so CI can tell which committed scores still hold.
 */
export const inputsOf = (group: GroupSpec, modelsOnly = false): Record<string, string> =>
  Object.fromEntries(
    // Expanded apart: the mutate list's exclusions (`!…/*.test.ts`) must not drop the group's unit tests.
    [...expand(group.mutate), ...expand(testsOf(group, modelsOnly))].map((path) => [
      path,
      createHash('sha256').update(readFileSync(path)).digest('hex'),
    ]),
  );

export const inputsPath = (name: string, suffix = '') => `reports/mutation/${name}${suffix}.inputs.json`;

export const writeInputs = (path: string, inputs: Record<string, string>) =>
  writeFileSync(path, `${JSON.stringify(inputs, null, 2)}\n`);

export const readInputs = (path: string): Record<string, string> | null =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : null;

/** The files added, removed or changed since the inputs were recorded. */
export const changedSince = (recorded: Record<string, string>, current: Record<string, string>) =>
  [...new Set([...Object.keys(recorded), ...Object.keys(current)])]
    .filter((path) => recorded[path] !== current[path])
    .sort();
