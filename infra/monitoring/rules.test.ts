import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { systemAlertNames } from "@firm/content/enums/system-alert";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { monitoringDir, readRules, rulesPath, runRuleTests } from "./rule-tests.ts";

const run = promisify(execFile);
const rules = readRules();

describe("the alert rules (promtool, Debian's prometheus package)", () => {
  it("load, and pass their tests (promtool test rules)", async () => {
    await run("promtool", ["check", "rules", rulesPath]);
    const result = await runRuleTests();
    expect(result.output).toContain("SUCCESS");
    expect(result.status, result.output).toBe(0);
  });

  it("are the console's alerts, each with a severity, a summary and a runbook line that README.md repeats", async () => {
    expect(rules.map((rule) => rule.alert).sort()).toEqual([...systemAlertNames].sort());
    const readme = await readFile(join(monitoringDir, "README.md"), "utf8");
    for (const rule of rules) {
      expect(["page", "ticket"], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toMatch(/\.$/);
      const runbook = rule.annotations?.runbook ?? "";
      expect(runbook.length, rule.alert).toBeGreaterThan(40);
      expect(readme, `README.md lacks ${rule.alert}'s runbook line`).toContain(`### ${rule.alert}`);
      expect(readme, `README.md lacks ${rule.alert}'s runbook line`).toContain(runbook);
    }
  });
});

describe("a broken rule fails its tests", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "firm-broken-rules-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** The rules with one alert's expression replaced, run against that alert's cases. */
  async function withExpression(alert: string, expr: string, name: string) {
    const file = parse(await readFile(rulesPath, "utf8")) as {
      groups: { rules: { alert: string; expr: string }[] }[];
    };
    for (const group of file.groups)
      for (const rule of group.rules) if (rule.alert === alert) rule.expr = expr;
    const path = join(dir, `${alert}-${name}.yml`);
    await writeFile(path, stringify(file));
    return runRuleTests(path, alert);
  }

  // Each alert's cases catch an expression that never fires and one that always does: the tests
  // would notice a threshold, a label or a function gone wrong in either direction.
  it.each(rules.map((rule) => rule.alert))("%s: never firing, or always firing, fails", async (alert) => {
    const [never, always] = await Promise.all([
      withExpression(alert, "vector(0) > 1", "never"),
      withExpression(alert, 'label_replace(vector(1), "job", "api", "", "")', "always"),
    ]);
    expect(never.status, never.output).not.toBe(0);
    expect(never.output).toContain("FAILED");
    expect(always.status, always.output).not.toBe(0);
    expect(always.output).toContain("FAILED");
  });

  it("an expression that does not parse fails", async () => {
    const result = await withExpression("TeamEmailsFailing", "max(firm_outbox_jobs{status=}) >", "syntax");
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/parse error|unexpected/);
  });
});
