// Prints the totals of a JUnit report (default test-results/junit.xml) as one closing line:
// "label: N passed, N failed".
import { readFileSync } from 'node:fs';

const xml = readFileSync(process.argv[3] ?? 'test-results/junit.xml', 'utf8');
const cases = xml.match(/<testcase\b[\s\S]*?(?:\/>|<\/testcase>)/g) ?? [];
let failed = 0;
let skipped = 0;
for (const c of cases) {
  if (/<(failure|error)\b/.test(c)) failed++;
  else if (/<skipped\b/.test(c)) skipped++;
}
const passed = cases.length - failed - skipped;
console.log(`${process.argv[2] ?? 'tests'}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (cases.length === 0 || failed > 0) process.exit(1);
