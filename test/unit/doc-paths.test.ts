import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const trackedNames = new Set(tracked.map((file) => basename(file)));

const guideNames = new Set(['CONTEXT.md', 'AGENTS.md', 'README.md']);
const isGuide = (file: string) => guideNames.has(basename(file)) || /^docs\/[^/]+\.md$/.test(file);
const isSource = (file: string) =>
  /^(src|server|test|e2e|scripts)\//.test(file) && /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts');

/** A path from the repository root (or through the `@/` alias), as docs and comments write them. */
const rootPath = /(?<![\w@./-])(@\/|(?:\.ci|docs|e2e|public|scripts|server|src|test)\/)([\w./[\]-]*[\w\]])/g;
/** A markdown file named on its own: the docs a comment leans on must be in the repository. */
const markdownName = /(?<![\w./-])([\w-]+\.md)\b/g;
/** Placeholders (`<name>.machine.ts`, `NNN_name.sql`, globs) name a pattern, not a file. */
const isPattern = (token: string) => /[*<>{}…]|NNN|\.\.\./.test(token);

function exists(path: string): boolean {
  const candidates = [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')];
  return candidates.some((candidate) => existsSync(join(root, candidate)));
}

/** The text of a source file's comments: doc blocks and line comments. */
function commentsOf(source: string): string {
  const blocks = source.match(/\/\*[\s\S]*?\*\//g) ?? [];
  const lines = source.match(/(?<![:'"`\w])\/\/[^\n]*/g) ?? [];
  return [...blocks, ...lines].join('\n');
}

function missingPaths(file: string, text: string): string[] {
  const missing: string[] = [];
  for (const [, prefix, rest] of text.matchAll(rootPath)) {
    const token = `${prefix}${rest}`.replace(/\.$/, '');
    if (isPattern(token)) continue;
    const path = prefix === '@/' ? `src/${token.slice(2)}` : token;
    const besideFile = join(dirname(file), path);
    if (!exists(path) && !exists(besideFile)) missing.push(token);
  }
  for (const [, name] of text.matchAll(markdownName)) {
    if (name && !trackedNames.has(name)) missing.push(name);
  }
  return missing;
}

describe('paths named in docs and comments', () => {
  const guides = tracked.filter(isGuide);
  const sources = tracked.filter(isSource);

  it('finds the guides and sources it checks', () => {
    expect(guides).toEqual(
      expect.arrayContaining(['README.md', 'src/app/CONTEXT.md', 'src/machines/AGENTS.md']),
    );
    expect(sources.length).toBeGreaterThan(100);
  });

  it('every path a CONTEXT.md, AGENTS.md, README.md or docs/ file names exists', () => {
    const broken = guides.flatMap((file) =>
      missingPaths(file, readFileSync(join(root, file), 'utf8')).map((path) => `${file}: ${path}`),
    );
    expect(broken).toEqual([]);
  });

  it('every path a comment in the code names exists', () => {
    const broken = sources.flatMap((file) =>
      missingPaths(file, commentsOf(readFileSync(join(root, file), 'utf8'))).map(
        (path) => `${file}: ${path}`,
      ),
    );
    expect(broken).toEqual([]);
  });

  it('reports a path that does not exist', () => {
    expect(missingPaths('src/app/x.ts', 'see src/api/chain/actors.ts and design-brief.md')).toEqual([
      'src/api/chain/actors.ts',
      'design-brief.md',
    ]);
  });
});
