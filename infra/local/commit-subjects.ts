import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Commit subjects are at most 72 characters, the detail in the body. Checked in two
 * places: commit-subjects.test.ts reads `git log` in the test command, and git-hooks/commit-msg
 * (opt in with `git config core.hooksPath infra/local/git-hooks`) stops a commit as it is made.
 *
 *   node infra/local/commit-subjects.ts <commit message file>
 */
export const maxSubjectLength = 72;

/** Commits authored before this were made before the rule and are not checked. */
export const enforcedSince = "2026-11-27T07:00:00Z";

/** A commit message's subject: its first line that is not a comment, trimmed at the end. */
export function subjectOf(message: string): string {
  const lines = message.split("\n").filter((line) => !line.startsWith("#"));
  return (lines.find((line) => line.trim() !== "") ?? "").trimEnd();
}

/** What is wrong with a subject, or undefined when nothing is. Characters, not bytes, are counted. */
export function subjectProblem(subject: string): string | undefined {
  if (subject.trim() === "") return "the commit message has no subject line";
  const length = [...subject].length;
  if (length <= maxSubjectLength) return undefined;
  return `the subject is ${length} characters, at most ${maxSubjectLength}: put the detail in the body`;
}

export type LoggedCommit = { hash: string; authored: string; subject: string };

/** The commits of `git log` in `cwd` (the whole history reachable from HEAD). */
export function loggedCommits(cwd: string): LoggedCommit[] {
  const out = execFileSync("git", ["log", "--format=%H%x1f%aI%x1f%s%x1e"], { cwd, encoding: "utf8" });
  return out
    .split("\x1e")
    .map((record) => record.trim())
    .filter((record) => record !== "")
    .map((record) => {
      const [hash = "", authored = "", subject = ""] = record.split("\x1f");
      return { hash, authored, subject };
    });
}

/** Each commit authored since `enforcedSince` whose subject breaks the rule, as a line naming it. */
export function subjectViolations(commits: readonly LoggedCommit[], since = enforcedSince): string[] {
  const from = Date.parse(since);
  return commits
    .filter((commit) => Date.parse(commit.authored) >= from)
    .flatMap((commit) => {
      const problem = subjectProblem(commit.subject);
      return problem ? [`${commit.hash.slice(0, 10)} ${problem}: ${commit.subject.slice(0, 60)}…`] : [];
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error("usage: node infra/local/commit-subjects.ts <commit message file>");
    process.exit(2);
  }
  const problem = subjectProblem(subjectOf(readFileSync(file, "utf8")));
  if (problem) {
    console.error(`✗ ${problem} (the message is kept in ${file})`);
    process.exit(1);
  }
}
