import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync('.tmp/transition-coverage.json', 'utf8')) as Record<
  string,
  { covered: number; total: number; missing: string[] }
>;
let incomplete = 0;
for (const [name, { covered, total, missing }] of Object.entries(report).sort(([a], [b]) =>
  a.localeCompare(b),
)) {
  console.log(`${name}: ${covered}/${total} transitions`);
  for (const key of missing) console.log(`  missing: ${key}`);
  if (covered !== total) incomplete += 1;
}
process.exit(incomplete ? 1 : 0);
