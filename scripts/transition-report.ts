import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync('.tmp/transition-coverage.json', 'utf8')) as Record<
  string,
  { paths: number; covered: number; total: number; missing: string[] }
>;
let incomplete = 0;
let allPaths = 0;
for (const [name, { paths, covered, total, missing }] of Object.entries(report).sort(([a], [b]) =>
  a.localeCompare(b),
)) {
  allPaths += paths;
  const percent = total === 0 ? 100 : Math.floor((covered / total) * 100);
  console.log(`${name}: ${covered}/${total} transitions (${percent}%) from ${paths} generated paths`);
  for (const key of missing) console.log(`  missing: ${key}`);
  if (covered !== total) incomplete += 1;
}
console.log(`${Object.keys(report).length} machines, ${allPaths} generated paths`);
process.exit(incomplete ? 1 : 0);
