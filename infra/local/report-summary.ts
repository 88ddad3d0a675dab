import { stripVTControlCharacters } from "node:util";

/**
 * One test report of `.reports/` (Vitest JSON, Playwright JSON, or the static checks) read as
 * counts plus the name and first error line of everything that failed, so the end of a CI log says
 * which test broke, not only how many.
 */
type VitestAssertion = { fullName: string; status: string; failureMessages?: string[] };
type VitestFile = { name: string; status: string; message?: string; assertionResults: VitestAssertion[] };
type VitestReport = { numPassedTests: number; numFailedTests: number; testResults?: VitestFile[] };
type PlaywrightResult = { errors?: { message?: string }[] };
type PlaywrightTest = { status: string; results: PlaywrightResult[] };
type PlaywrightSpec = { title: string; file: string; line: number; tests: PlaywrightTest[] };
type PlaywrightSuite = { title: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
};
type ChecksReport = { checks: { name: string; passed: boolean; seconds?: number }[] };
export type Report = Partial<VitestReport & PlaywrightReport & ChecksReport>;
/** `flaky`: end-to-end tests that failed once and passed on their retry (counted as passed). */
export type ReportSummary = { passed: number; failed: number; failures: string[]; flaky: string[] };

/** The first line of an error that says something, without the terminal's colour codes. */
function firstLine(message: string | undefined): string {
  const plain = stripVTControlCharacters(message ?? "");
  return (plain.split("\n").find((line) => line.trim() !== "") ?? "").trim().slice(0, 300);
}

/**
 * Tests of one file's suite and its describe blocks that ended with `status`, as
 * `file:line › describe › title: first error`.
 */
function playwrightTests(suite: PlaywrightSuite, status: string, describe: string[]): string[] {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === status)
      .map((test) => {
        const error = test.results.flatMap((result) => result.errors ?? [])[0]?.message;
        return `${[`${spec.file}:${spec.line}`, ...describe, spec.title].join(" › ")}: ${firstLine(error)}`;
      }),
  );
  const nested = (suite.suites ?? []).flatMap((child) =>
    playwrightTests(child, status, [...describe, child.title]),
  );
  return [...own, ...nested];
}

/** Failed tests, then files that failed with no failed test (a file that did not load, a hook). */
function vitestFailures(files: VitestFile[]): string[] {
  const failedTests = files.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${file.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
  );
  const brokenFiles = files
    .filter(
      (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
    )
    .map((file) => `${file.name}: ${firstLine(file.message)}`);
  return [...failedTests, ...brokenFiles];
}

export function summarizeReport(report: Report): ReportSummary {
  if (report.checks) {
    const failures = report.checks.filter((check) => !check.passed).map((check) => check.name);
    return { passed: report.checks.length - failures.length, failed: failures.length, failures, flaky: [] };
  }
  if (report.stats) {
    const errors = (report.errors ?? []).map((error) => firstLine(error.message));
    const suites = report.suites ?? [];
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected + errors.length,
      failures: [...suites.flatMap((suite) => playwrightTests(suite, "unexpected", [])), ...errors],
      flaky: suites.flatMap((suite) => playwrightTests(suite, "flaky", [])),
    };
  }
  const failures = vitestFailures(report.testResults ?? []);
  return {
    passed: report.numPassedTests ?? 0,
    // Each failure is listed (broken files too); Vitest's own count stands if the list is missing.
    failed: Math.max(report.numFailedTests ?? 0, failures.length),
    failures,
    flaky: [],
  };
}
