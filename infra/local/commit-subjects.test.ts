import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loggedCommits, subjectOf, subjectProblem, subjectViolations } from "./commit-subjects.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const script = fileURLToPath(new URL("./commit-subjects.ts", import.meta.url));

describe("commit subjects", () => {
  it("accepts a subject of at most 72 characters, counting characters rather than bytes", () => {
    expect(subjectProblem("x".repeat(72))).toBeUndefined();
    expect(subjectProblem(`${"é".repeat(71)}→`)).toBeUndefined();
    expect(subjectProblem("x".repeat(73))).toBe(
      "the subject is 73 characters, at most 72: put the detail in the body",
    );
    expect(subjectProblem("  ")).toBe("the commit message has no subject line");
  });

  it("reads the subject past git's comment lines and blank lines", () => {
    expect(subjectOf("# Please enter the commit message\n\nFix the exit code  \n\nBody")).toBe(
      "Fix the exit code",
    );
  });

  it("checks only commits authored since the rule, and names each one that breaks it", () => {
    const commits = [
      { hash: "a".repeat(40), authored: "2026-11-27T08:00:00Z", subject: "y".repeat(80) },
      { hash: "b".repeat(40), authored: "2026-11-27T08:00:00+01:00", subject: "z".repeat(80) },
      { hash: "c".repeat(40), authored: "2026-11-27T09:00:00Z", subject: "Short" },
    ];
    expect(subjectViolations(commits, "2026-11-27T07:30:00Z")).toEqual([
      `aaaaaaaaaa the subject is 80 characters, at most 72: put the detail in the body: ${"y".repeat(60)}…`,
    ]);
  });

  it("every commit since the rule in this repository's history has a short subject", () => {
    const commits = loggedCommits(root);
    expect(commits.length).toBeGreaterThan(0);
    expect(subjectViolations(commits)).toEqual([]);
  });

  it("as a commit-msg hook, refuses a long subject and accepts a short one", async () => {
    const dir = await mkdtemp(join(tmpdir(), "commit-msg-"));
    try {
      const message = join(dir, "COMMIT_EDITMSG");
      await writeFile(message, `${"x".repeat(73)}\n\nbody\n`);
      expect(() => execFileSync(process.execPath, [script, message], { stdio: "pipe" })).toThrow(
        /the subject is 73 characters/,
      );
      await writeFile(
        message,
        "A short subject\n\nbody\n# a comment line that is very long indeed, far over 72 chars\n",
      );
      expect(execFileSync(process.execPath, [script, message], { encoding: "utf8" })).toBe("");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
