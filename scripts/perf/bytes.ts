import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipBytes = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;

/** The JS a browser must fetch for "/" before anything else: the entry script plus every modulepreload. */
export function initialJs(distDir: string) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  const files = [
    ...refs(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    // The prerendered landing starts its entry from an inline script after the first paint.
    ...refs(/<script>[^<]*\bimport\("([^"]+\.js)"\)[^<]*<\/script>/g),
    ...refs(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ];
  const sizes = files.map((file) => {
    const buffer = readFileSync(join(distDir, file));
    return { file, raw: buffer.length, gzip: gzipBytes(buffer) };
  });
  return { files: sizes, raw: sum(sizes.map((s) => s.raw)), gzip: sum(sizes.map((s) => s.gzip)) };
}

export function allJs(distDir: string) {
  const files = readdirSync(join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
  return {
    count: files.length,
    gzip: sum(files.map((file) => gzipBytes(readFileSync(join(distDir, 'assets', file))))),
  };
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * What a chunk needs beyond what a page already loaded, from the build manifest: the static import closure of
 * `wanted` (scripts and their CSS) minus that of `loaded`, gzip. For the wallet, this is what a press fetches
 * when no prefetch ran before it.
 */
export function closureBeyond(distDir: string, loaded: string[], wanted: string[]) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = (entries: string[]) => {
    const seen = new Set<string>();
    const found = new Set<string>();
    const stack = [...entries];
    for (let key = stack.pop(); key !== undefined; key = stack.pop()) {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) continue;
      seen.add(key);
      found.add(chunk.file);
      for (const css of chunk.css ?? []) found.add(css);
      stack.push(...(chunk.imports ?? []));
    }
    return found;
  };
  const have = files(loaded);
  const extra = [...files(wanted)].filter((file) => !have.has(file));
  return {
    count: extra.length,
    gzip: sum(extra.map((file) => gzipBytes(readFileSync(join(distDir, file))))),
  };
}
