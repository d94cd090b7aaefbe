import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything the web build reads: when any of it is newer than dist/index.html, the build is stale. */
const buildInputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'tsconfig.app.json',
  'scripts/prerender.ts',
];

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    // Tests are not part of the build: editing one must not cost a rebuild.
    if (!/\.test\.tsx?$/.test(entry)) newest = Math.max(newest, newestModification(join(path, entry)));
  }
  return newest;
}

function isBuildStale(root: string): { stale: boolean; reason: string } {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return { stale: true, reason: 'dist/ has no build yet' };
  const builtAt = statSync(built).mtimeMs;
  const changed = buildInputs.find((input) => newestModification(join(root, input)) > builtAt);
  return changed
    ? { stale: true, reason: `${changed} changed since the last build` }
    : { stale: false, reason: '' };
}

/** Runs `npm run build` when dist/ is missing or older than its sources; exits the process if it fails. */
export function buildIfStale(root: string, say: (line: string) => void): void {
  const { stale, reason } = isBuildStale(root);
  if (!stale) {
    say('web app: dist/ is up to date');
    return;
  }
  say(`web app: building (${reason})…`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    say('web app: the build failed; fix the errors above and run npm start again');
    process.exit(result.status ?? 1);
  }
}
