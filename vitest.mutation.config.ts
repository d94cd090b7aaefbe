import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vite.config';

/**
 * The vitest config Stryker runs: the repo's own, limited to the projects in MUTATION_PROJECTS (default
 * "unit,models"; "models" alone measures what the generated model tests kill by themselves) and, when
 * MUTATION_TESTS lists globs (scripts/mutation.ts does, machine by machine), to those test files.
 */
const wanted = (process.env.MUTATION_PROJECTS ?? 'unit,models').split(',');
const tests = process.env.MUTATION_TESTS?.split(',').filter(Boolean);

type Project = { test?: { name?: string; include?: string[] } };

const limited = (project: Project): Project => {
  if (!tests) return project;
  const models = project.test?.name === 'models';
  const include = tests.filter((glob) => glob.startsWith('test/models/') === models);
  return { ...project, test: { ...project.test, include } };
};

export default defineConfig((env) => {
  const resolved = typeof base === 'function' ? base(env) : base;
  const projects = (resolved.test?.projects ?? [])
    .map((project) => project as Project)
    .filter((project) => wanted.includes(project.test?.name ?? ''))
    .map(limited)
    .filter((project) => (project.test?.include ?? []).length > 0);
  return mergeConfig({ ...resolved, test: { ...resolved.test, projects: [] } }, { test: { projects } });
});
