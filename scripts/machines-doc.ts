import { readFileSync, writeFileSync } from 'node:fs';

// The generator lives in test/support so the doc test can call it; a computed specifier keeps it out of this
// TypeScript project (composite projects may not import each other's files).
const generatorUrl = new URL('../test/support/machines-doc.ts', import.meta.url).href;
const { generateMachinesDoc, MACHINES_DOC } = (await import(generatorUrl)) as {
  generateMachinesDoc: () => Promise<string>;
  MACHINES_DOC: string;
};

const architectureUrl = new URL('../test/support/actor-messages.ts', import.meta.url).href;
const { generateArchitectureDoc, ARCHITECTURE_DOC } = (await import(architectureUrl)) as {
  generateArchitectureDoc: () => Promise<string>;
  ARCHITECTURE_DOC: string;
};

const current = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

let stale = false;
for (const [path, doc] of [
  [MACHINES_DOC, await generateMachinesDoc()],
  [ARCHITECTURE_DOC, await generateArchitectureDoc()],
] as const) {
  if (!process.argv.includes('--check')) {
    writeFileSync(path, doc);
    console.log(`wrote ${path}`);
  } else if (current(path) !== doc) {
    console.error(`${path} is out of date: run npm run docs:machines`);
    stale = true;
  } else console.log(`${path} is up to date`);
}
if (stale) process.exit(1);
