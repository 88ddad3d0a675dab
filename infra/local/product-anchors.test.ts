import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replaceAll(/[^\p{L}\p{N}\s-]/gu, "")
    .trim()
    .replaceAll(/\s/g, "-");
}

/** Lines of tracked files (outside docs/) that match a fixed string, as `path:line:text`. */
function grep(text: string): string[] {
  try {
    return execFileSync("git", ["grep", "-n", "-i", "-F", text, "--", ".", ":!docs"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter((line) => line !== "");
  } catch (error) {
    if ((error as { status?: number }).status === 1) return []; // git grep: nothing matched
    throw error;
  }
}

describe("comments cite the product page", () => {
  it("turns headings into GitHub's anchors", () => {
    expect(headingAnchor("7. The intake console (`/ops`)")).toBe("7-the-intake-console-ops");
    expect(headingAnchor("3. Shared parts of every page")).toBe("3-shared-parts-of-every-page");
  });

  it("every anchor of docs/product.md that the code cites names one of its headings", () => {
    const headings = readFileSync(`${root}/docs/product.md`, "utf8")
      .split("\n")
      .filter((line) => /^#{1,4} /.test(line))
      .map((line) => headingAnchor(line.replace(/^#+ /, "")));
    const cited = grep("product.md#").flatMap((line) =>
      [...line.matchAll(/product\.md#([\w-]+)/g)].map((match) => ({ line, anchor: match[1] ?? "" })),
    );
    expect(cited.length).toBeGreaterThan(40);
    expect(cited.filter(({ anchor }) => !headings.includes(anchor))).toEqual([]);
  });

  it("no comment cites a section of a spec that is not in the repository", () => {
    // Spelled in two parts, so that this line is not a match itself.
    expect(grep(["spec", "§"].join(" "))).toEqual([]);
  });
});
