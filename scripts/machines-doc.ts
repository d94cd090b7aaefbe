import { readFileSync, writeFileSync } from 'node:fs';

// The generator lives in test/support so the doc test can call it; a computed specifier keeps it out of this
// TypeScript project (composite projects may not import each other's files).
const generatorUrl = new URL('../test/support/machines-doc.ts', import.meta.url).href;
const { generateMachinesDoc, MACHINES_DOC } = (await import(generatorUrl)) as {
  generateMachinesDoc: () => Promise<string>;
  MACHINES_DOC: string;
};

const doc = await generateMachinesDoc();
if (process.argv.includes('--check')) {
  const current = (() => {
    try {
      return readFileSync(MACHINES_DOC, 'utf8');
    } catch {
      return '';
    }
  })();
  if (current !== doc) {
    console.error(`${MACHINES_DOC} is out of date: run npm run docs:machines`);
    process.exit(1);
  }
  console.log(`${MACHINES_DOC} is up to date`);
} else {
  writeFileSync(MACHINES_DOC, doc);
  console.log(`wrote ${MACHINES_DOC}`);
}
