import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Static imports only: `import type` is erased and `import()` makes its own chunk, so neither counts. */
const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? resolve(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined; // a package
  return ['', '.ts', '.tsx', '/index.ts'].map((suffix) => base + suffix).find((path) => existsSync(path));
}

/** Every source file the entry pulls in without a dynamic import, i.e. what ships in the landing entry. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.json')) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const target = specifier && resolveSource(file, specifier);
      if (target) pending.push(target);
    }
  }
  return seen;
}

describe('the landing entry', () => {
  it('reaches the app i18n but none of the wallet dialog strings', () => {
    // The page's code is the tiny entry plus the boot module it loads when idle (src/main.tsx).
    const shipped = ['main.tsx', 'app/boot.tsx']
      .flatMap((entry) => [...staticGraph(resolve(src, entry))])
      .map((file) => relative(src, file));
    expect(shipped).toContain('i18n/i18n.ts');
    expect(shipped).toContain('i18n/locales/en/common.json');
    // The locale resolution (wallet-locale.ts) may ship early; the strings wait for the dialogs' chunk.
    expect(shipped.filter((file) => file.startsWith('i18n/wallet/'))).toEqual([]);
  });
});
