import { query } from "../load/intake-ledger.ts";
import { readRules } from "../monitoring/rule-tests.ts";
import { address } from "./podman.ts";
import { until } from "./stack-database.ts";

type Target = { labels: { job: string; instance: string }; health: string; lastError: string };
type RuleGroup = { rules: { name: string }[] };

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The monitoring's containers as production runs them, checked from the host on the `monitoring`
 * network: Prometheus scrapes every target (the API, the site, itself, Alertmanager) and loaded
 * every rule of infra/monitoring/rules.yml; an alert given to Alertmanager reaches the API's webhook
 * and is stored as firing (what the console's banner shows), then as resolved. Returns whether all
 * held; prints each step with its time.
 */
export async function checkMonitoring(options: {
  databaseUrl: string;
  print: (line: string) => void;
}): Promise<boolean> {
  const { databaseUrl, print } = options;
  const prometheus = `http://${await address("prometheus", "monitoring")}:9090`;
  const alertmanager = `http://${await address("alertmanager", "monitoring")}:9093`;
  const began = Date.now();
  const since = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;
  const jobs = ["alertmanager", "api", "prometheus", "web"];
  try {
    const { value: targets } = await until(
      "every scrape target up",
      async () => {
        const answer = await json<{ data: { activeTargets: Target[] } }>(`${prometheus}/api/v1/targets`);
        const up = answer.data.activeTargets.filter((target) => target.health === "up");
        return up.length === jobs.length ? up : undefined;
      },
      90_000,
    );
    const scraped = targets.map((target) => target.labels.job).sort();
    print(`  monitoring: targets up after ${since()}: ${scraped.join(", ")}`);
    if (scraped.join() !== jobs.join()) return false;

    const rules = await json<{ data: { groups: RuleGroup[] } }>(`${prometheus}/api/v1/rules`);
    const loaded = rules.data.groups.flatMap((group) => group.rules.map((rule) => rule.name)).sort();
    const expected = readRules()
      .map((rule) => rule.alert)
      .sort();
    print(`  monitoring: ${loaded.length} rules loaded of ${expected.length}`);
    if (loaded.join() !== expected.join()) return false;

    // A made-up alert, as Prometheus would send it, through Alertmanager's route to the API.
    const alert = {
      labels: { alertname: "ContainersCheck", severity: "page", instance: "containers-run" },
      annotations: { summary: "The containers' run checks the alert path." },
      startsAt: new Date().toISOString(),
    };
    const send = (endsAt?: string) =>
      fetch(`${alertmanager}/api/v2/alerts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify([{ ...alert, ...(endsAt ? { endsAt } : {}) }]),
      }).then((response) => {
        if (!response.ok) throw new Error(`Alertmanager refused the alert: ${response.status}`);
      });
    const stored = (firing: boolean) => async () => {
      const rows = await query<{ firing: boolean }>(
        databaseUrl,
        `SELECT firing FROM system_alert WHERE name = 'ContainersCheck' AND firing = $1`,
        [firing],
      );
      return rows.length > 0 ? true : undefined;
    };
    const sent = Date.now();
    await send();
    await until("the alert stored as firing by the API", stored(true), 120_000);
    print(
      `  monitoring: Alertmanager → API webhook, stored firing after ${((Date.now() - sent) / 1000).toFixed(1)} s`,
    );
    const ended = Date.now();
    await send(new Date().toISOString());
    await until("the alert stored as resolved", stored(false), 150_000);
    print(`  monitoring: resolved after ${((Date.now() - ended) / 1000).toFixed(1)} s`);
    return true;
  } catch (error) {
    print(`  monitoring: ${(error as Error).message}`);
    return false;
  }
}
