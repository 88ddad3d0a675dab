import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Adds up the reports of one test run (.reports/): Vitest JSON (units, API, stories), Playwright
 * JSON (end-to-end) and the static checks, and prints the closing line `N passed, N failed`.
 */
type VitestReport = { numPassedTests: number; numFailedTests: number; numTotalTestSuites?: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number } };
type ChecksReport = { checks: { name: string; passed: boolean }[] };

const dir = process.argv[2] ?? ".reports";
let passed = 0;
let failed = 0;

for (const file of (await readdir(dir)).filter((name) => name.endsWith(".json")).sort()) {
  const report = JSON.parse(await readFile(join(dir, file), "utf8")) as Partial<
    VitestReport & PlaywrightReport & ChecksReport
  >;
  let ok = 0;
  let bad = 0;
  if (report.checks) {
    ok = report.checks.filter((check) => check.passed).length;
    bad = report.checks.length - ok;
  } else if (report.stats) {
    ok = report.stats.expected + report.stats.flaky;
    bad = report.stats.unexpected;
  } else {
    ok = report.numPassedTests ?? 0;
    bad = report.numFailedTests ?? 0;
  }
  console.log(`  ${file.replace(/\.json$/, "").padEnd(24)} ${ok} passed, ${bad} failed`);
  passed += ok;
  failed += bad;
}

console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
