import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, stringify } from "yaml";

/**
 * Runs `promtool test rules` on rules.test.yml and rules.backup.test.yml, their expected alerts
 * given the annotations of rules.yml (each runbook line is written once, in the rules). By hand:
 *   node infra/monitoring/rule-tests.ts [rules.yml]
 */
export const monitoringDir = fileURLToPath(new URL(".", import.meta.url));
export const rulesPath = join(monitoringDir, "rules.yml");
export const ruleTestPaths = ["rules.test.yml", "rules.backup.test.yml"].map((name) =>
  join(monitoringDir, name),
);

export type Rule = {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};
type RuleFile = { groups: { name: string; rules: Rule[] }[] };
type Expected = { exp_labels?: Record<string, string>; exp_annotations?: Record<string, string> };
type TestFile = {
  rule_files: string[];
  tests: { alert_rule_test?: { alertname: string; exp_alerts: Expected[] }[] }[];
};

export function readRules(path = rulesPath): Rule[] {
  return (parse(readFileSync(path, "utf8")) as RuleFile).groups.flatMap((group) => group.rules);
}

/**
 * A promtool test file made for the rules at `rules`, each expected alert with that rule's
 * annotations; with `only`, just the cases that test that alert. Null when no case is left.
 */
export async function ruleTests(testPath: string, rules: string, only?: string): Promise<string | null> {
  const annotations = new Map(readRules(rules).map((rule) => [rule.alert, rule.annotations ?? {}]));
  const file = parse(await readFile(testPath, "utf8")) as TestFile;
  file.rule_files = [rules];
  file.tests = file.tests.filter(
    (test) => !only || (test.alert_rule_test ?? []).some((step) => step.alertname === only),
  );
  for (const test of file.tests)
    for (const step of test.alert_rule_test ?? [])
      for (const expected of step.exp_alerts)
        expected.exp_annotations = annotations.get(step.alertname) ?? {};
  return file.tests.length > 0 ? stringify(file) : null;
}

/** `promtool test rules` against the rules at `rules` (with `only`, that alert's cases): its exit status and output. */
export async function runRuleTests(
  rules = rulesPath,
  only?: string,
): Promise<{ status: number; output: string }> {
  const dir = await mkdtemp(join(tmpdir(), "firm-rule-tests-"));
  try {
    const tests: string[] = [];
    for (const [index, path] of ruleTestPaths.entries()) {
      const text = await ruleTests(path, rules, only);
      if (text === null) continue;
      tests.push(join(dir, `${index + 1}.test.yml`));
      await writeFile(tests.at(-1) ?? "", text);
    }
    return await new Promise((resolve, reject) => {
      execFile("promtool", ["test", "rules", ...tests], (error, stdout, stderr) => {
        const code = (error as { code?: unknown } | null)?.code;
        if (error && typeof code !== "number") reject(error);
        else resolve({ status: typeof code === "number" ? code : 0, output: `${stdout}${stderr}` });
      });
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { status, output } = await runRuleTests(process.argv[2] ?? rulesPath);
  process.stdout.write(output);
  process.exit(status);
}
