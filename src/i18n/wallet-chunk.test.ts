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
  return walk(entry).files;
}

/** The files of the static graph, and every package any of them imports (by bare specifier). */
function walk(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    if (file.endsWith('.json') || file.endsWith('.css')) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      if (!specifier) continue;
      const target = resolveSource(file, specifier);
      if (target) pending.push(target);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/'))
        packages.set(specifier, relative(src, file));
    }
  }
  return { files, packages };
}

/** The wallet libraries: they load with the wallet chunk, when the visitor asks for the wallet. */
const walletPackage = /^(wagmi|@wagmi\/|viem|@rainbow-me\/|@walletconnect\/|@metamask\/)/;

/** The entry and the two boot modules it picks from (src/main.tsx): the landing page's, and every other route's. */
const boots = ['main.tsx', 'app/landing-boot.tsx', 'app/boot.tsx'];

describe('the landing entry', () => {
  it('reaches the app i18n but none of the wallet dialog strings', () => {
    const shipped = boots
      .flatMap((entry) => [...staticGraph(resolve(src, entry))])
      .map((file) => relative(src, file));
    expect(shipped).toContain('i18n/i18n.ts');
    expect(shipped).toContain('i18n/locales/en/common.json');
    // The locale resolution (wallet-locale.ts) may ship early; the strings wait for the dialogs' chunk.
    expect(shipped.filter((file) => file.startsWith('i18n/wallet/'))).toEqual([]);
  });

  it('hydrates the landing page without i18next, the router or a statechart', () => {
    const landing = ['main.tsx', 'app/landing-boot.tsx'].map((entry) => walk(resolve(src, entry)));
    const packages = landing.flatMap(({ packages }) => [...packages.keys()]);
    expect(packages).toContain('react-dom/client');
    expect(packages.filter((name) => /^(i18next|react-i18next|wouter|xstate|@xstate\/)/.test(name))).toEqual(
      [],
    );
  });
});

describe('the wallet chunk', () => {
  it('is out of reach of the landing entry: no wallet library, chain code or dialog is imported statically', () => {
    const graphs = boots.map((entry) => walk(resolve(src, entry)));
    const packages = graphs.flatMap(({ packages }) =>
      [...packages].map(([name, from]) => `${name} (${from})`),
    );
    const files = graphs.flatMap(({ files }) => [...files].map((file) => relative(src, file)));
    // The walk does see packages: React, i18next and the router are on the page.
    expect(packages.some((entry) => entry.startsWith('react '))).toBe(true);
    expect(packages.some((entry) => entry.startsWith('wouter '))).toBe(true);
    expect(packages.filter((entry) => walletPackage.test(entry))).toEqual([]);
    expect(files.filter((file) => /^(api|ui\/wallet|app\/wallet)/.test(file))).toEqual([]);
  });

  it('starts at the wallet root, which does reach the wallet libraries', () => {
    const { packages } = walk(resolve(src, 'app/wallet-chunk/wallet-root.tsx'));
    expect([...packages.keys()].filter((name) => walletPackage.test(name))).toEqual(
      expect.arrayContaining(['@wagmi/core', 'viem', '@rainbow-me/rainbowkit']),
    );
  });
});
