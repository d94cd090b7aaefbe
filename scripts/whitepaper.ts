/**
 * Prints docs/whitepaper/whitepaper.html to public/dgrid-whitepaper.pdf with headless Chromium.
 * The HTML holds {{brand}}, {{token}} and {{img:<file in public/images>}}; they are filled in from the same
 * environment variables (and defaults) as the web app, so a deployment with another symbol reprints a matching
 * paper: `VITE_TOKEN_SYMBOL=XYZ npx tsx scripts/whitepaper.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const source = join(root, 'docs/whitepaper/whitepaper.html');
const output = join(root, 'public/dgrid-whitepaper.pdf');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const values: Record<string, string> = {
  brand: process.env.VITE_BRAND?.trim() || 'DGrid',
  token: process.env.VITE_TOKEN_SYMBOL?.trim() || 'DGAI',
};

function inlineImage(file: string): string {
  const svg = readFileSync(join(root, 'public/images', file));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

const html = readFileSync(source, 'utf8')
  .replace(/\{\{img:([\w.-]+)\}\}/g, (_, file: string) => inlineImage(file))
  .replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`whitepaper.html uses an unknown placeholder ${match}`);
    return value;
  });

const workDir = mkdtempSync(join(tmpdir(), 'dgrid-whitepaper-'));
try {
  const page = join(workDir, 'whitepaper.html');
  writeFileSync(page, html);
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${join(workDir, 'profile')}`,
      '--no-pdf-header-footer',
      `--print-to-pdf=${output}`,
      `file://${page}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

console.log(`whitepaper: ${output} (${Math.round(statSync(output).size / 1024)} kB)`);
