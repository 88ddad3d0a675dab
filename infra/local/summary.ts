import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Report, summarizeReport } from "./report-summary.ts";
import { type TurboRun, timeLines } from "./time-summary.ts";

/**
 * Adds up the reports of one test run (.reports/): Vitest JSON (units, API, stories), Playwright
 * JSON (end-to-end) and the static checks; names every failure and every end-to-end test that passed
 * only on its retry, then where the time went (the phases' times in checks.json and turbo's run
 * summaries, their paths the further arguments), then prints the closing line `N passed, N failed`.
 */
const dir = process.argv[2] ?? ".reports";
const turboRunFiles = process.argv.slice(3);
let checks: Report["checks"] = [];
let passed = 0;
let failed = 0;
const failures: string[] = [];
const flaky: string[] = [];

for (const file of (await readdir(dir)).filter((name) => name.endsWith(".json")).sort()) {
  const name = file.replace(/\.json$/, "");
  const report = JSON.parse(await readFile(join(dir, file), "utf8")) as Report;
  checks = report.checks ?? checks;
  const summary = summarizeReport(report);
  console.log(`  ${name.padEnd(24)} ${summary.passed} passed, ${summary.failed} failed`);
  passed += summary.passed;
  failed += summary.failed;
  failures.push(...summary.failures.map((failure) => `  ✘ ${name}: ${failure}`));
  flaky.push(...summary.flaky.map((test) => `  ↻ ${name}: ${test}`));
}

if (flaky.length > 0)
  console.log(["passed only on its retry (flaky, to be made robust):", ...flaky].join("\n"));
const turboRuns = await Promise.all(
  turboRunFiles.map(
    async (file) => JSON.parse(await readFile(file, "utf8").catch(() => "null")) as TurboRun | null,
  ),
);
const tasks = turboRuns.flatMap((run) => run?.tasks ?? []);
console.log(["where the time went:", ...timeLines(checks ?? [], { tasks })].join("\n"));
if (failures.length > 0) console.log(["failed:", ...failures].join("\n"));
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
