import { describe, expect, it } from "vitest";
import { summarizeReport } from "./report-summary.ts";

const result = (message?: string) => ({ errors: message === undefined ? [] : [{ message }] });

describe("summarizeReport", () => {
  it("names each failed end-to-end test, and each passed only on its retry, with file, line, describe blocks and first error line", () => {
    const summary = summarizeReport({
      stats: { expected: 2, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: "menu.spec.ts",
          specs: [
            {
              title: "opens",
              file: "menu.spec.ts",
              line: 4,
              tests: [{ status: "expected", results: [result()] }],
            },
            {
              title: "retried",
              file: "menu.spec.ts",
              line: 9,
              tests: [{ status: "flaky", results: [result("x")] }],
            },
          ],
          suites: [
            {
              title: "in Spanish",
              specs: [
                {
                  title: "closes on Escape",
                  file: "menu.spec.ts",
                  line: 20,
                  tests: [
                    {
                      status: "unexpected",
                      results: [
                        result(
                          "\u001b[31mError: expect(locator).toBeHidden() failed\u001b[39m\n\nLocator: …",
                        ),
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(summary).toEqual({
      passed: 3,
      failed: 1,
      failures: [
        "menu.spec.ts:20 › in Spanish › closes on Escape: Error: expect(locator).toBeHidden() failed",
      ],
      flaky: ["menu.spec.ts:9 › retried: x"],
    });
  });

  it("counts an error outside any test (a web server that never started) as a failure", () => {
    const summary = summarizeReport({
      stats: { expected: 0, unexpected: 0, flaky: 0 },
      suites: [],
      errors: [{ message: "\nError: Timed out waiting 60000ms from config.webServer." }],
    });
    expect(summary).toEqual({
      passed: 0,
      failed: 1,
      failures: ["Error: Timed out waiting 60000ms from config.webServer."],
      flaky: [],
    });
  });

  it("names failed Vitest tests, and a test file that failed before any test ran", () => {
    const summary = summarizeReport({
      numPassedTests: 5,
      numFailedTests: 1,
      testResults: [
        {
          name: "/w/api/src/intake.test.ts",
          status: "failed",
          assertionResults: [
            { fullName: "intake stores it", status: "passed" },
            {
              fullName: "intake refuses it",
              status: "failed",
              failureMessages: ["AssertionError: expected 400\n at …"],
            },
          ],
        },
        {
          name: "/w/api/src/broken.test.ts",
          status: "failed",
          message: "Cannot find module './gone.ts'",
          assertionResults: [],
        },
        { name: "/w/api/src/fine.test.ts", status: "passed", assertionResults: [] },
      ],
    });
    expect(summary).toEqual({
      passed: 5,
      failed: 2,
      failures: [
        "/w/api/src/intake.test.ts › intake refuses it: AssertionError: expected 400",
        "/w/api/src/broken.test.ts: Cannot find module './gone.ts'",
      ],
      flaky: [],
    });
  });

  it("names the static checks that failed", () => {
    const summary = summarizeReport({
      checks: [
        { name: "lint", passed: true },
        { name: "typecheck", passed: false },
      ],
    });
    expect(summary).toEqual({ passed: 1, failed: 1, failures: ["typecheck"], flaky: [] });
  });
});
