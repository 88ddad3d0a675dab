import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { alertmanagerConfig, prometheusConfig } from "@firm/infra/monitoring/config";
import { readRules, rulesPath } from "@firm/infra/monitoring/rule-tests";
import { freePort } from "@firm/testkit/ports";
import { type Service, startService } from "@firm/testkit/service";

/**
 * Prometheus and Alertmanager (Debian's packages) as `pnpm prod` runs them, configured by
 * infra/monitoring/config.ts, for the alert drill (alert-drill.ts): the production rules, or a
 * copy with the archive's threshold lowered (said in the drill's printout).
 */
export type Monitoring = {
  prometheus: string;
  alertmanager: string;
  /** Prometheus reports the alert firing now. */
  firing: (alertname: string) => Promise<boolean>;
  stop: () => Promise<void>;
};

type Options = {
  root: string;
  apiMetrics: string;
  webMetrics: string;
  webhookUrl: string;
  webhookToken: string;
  /** Seconds a WAL segment may wait before WalArchivingStalled (the rule says 300). */
  archiveStallSeconds: number;
};

/** The rules file to load: the production one, or a copy whose archive threshold is `seconds`. */
async function rulesFile(root: string, seconds: number): Promise<string> {
  if (seconds === 300) return rulesPath;
  const rules = readRules().map((rule) =>
    rule.alert === "WalArchivingStalled"
      ? { ...rule, expr: rule.expr.replaceAll("> 300", `> ${seconds}`) }
      : rule,
  );
  const file = join(root, "rules.yml");
  // JSON is YAML: Prometheus reads it as a rules file.
  await writeFile(file, JSON.stringify({ groups: [{ name: "firm", rules }] }));
  return file;
}

export async function startMonitoring(options: Options): Promise<Monitoring> {
  const [prometheusPort, alertmanagerPort] = [await freePort(), await freePort()];
  const prometheus = `127.0.0.1:${prometheusPort}`;
  const alertmanager = `127.0.0.1:${alertmanagerPort}`;
  const tokenFile = join(options.root, "webhook-token");
  await writeFile(tokenFile, options.webhookToken, { mode: 0o600 });
  const env = {
    API_METRICS_TARGETS: options.apiMetrics,
    WEB_METRICS_TARGETS: options.webMetrics,
    PROMETHEUS_TARGET: prometheus,
    ALERTMANAGER_TARGET: alertmanager,
    MONITORING_RULES: await rulesFile(options.root, options.archiveStallSeconds),
    ALERT_WEBHOOK_URL: options.webhookUrl,
    ALERT_WEBHOOK_TOKEN_FILE: tokenFile,
  };
  await writeFile(join(options.root, "prometheus.yml"), JSON.stringify(prometheusConfig(env)));
  await writeFile(join(options.root, "alertmanager.yml"), JSON.stringify(alertmanagerConfig(env)));
  const services: Service[] = [];
  try {
    services.push(
      await startService({
        name: "alertmanager",
        command: "prometheus-alertmanager",
        args: [
          `--config.file=${join(options.root, "alertmanager.yml")}`,
          `--storage.path=${join(options.root, "alertmanager")}`,
          `--web.listen-address=${alertmanager}`,
          "--cluster.listen-address=",
        ],
        logFile: join(options.root, "alertmanager.log"),
        port: alertmanagerPort,
      }),
    );
    services.push(
      await startService({
        name: "prometheus",
        command: "prometheus",
        args: [
          `--config.file=${join(options.root, "prometheus.yml")}`,
          `--storage.tsdb.path=${join(options.root, "prometheus")}`,
          `--web.listen-address=${prometheus}`,
        ],
        logFile: join(options.root, "prometheus.log"),
        port: prometheusPort,
      }),
    );
  } catch (error) {
    await Promise.all(services.map((service) => service.stop()));
    throw error;
  }
  return {
    prometheus: `http://${prometheus}`,
    alertmanager: `http://${alertmanager}`,
    firing: async (alertname) => {
      const body = (await (await fetch(`http://${prometheus}/api/v1/alerts`)).json()) as {
        data: { alerts: { labels: { alertname: string }; state: string }[] };
      };
      return body.data.alerts.some(
        (alert) => alert.labels.alertname === alertname && alert.state === "firing",
      );
    },
    stop: async () => {
      await Promise.all(services.map((service) => service.stop()));
    },
  };
}

/** Waits until Prometheus reports every target up (the API's and the site's listeners, itself, Alertmanager). */
export async function allTargetsUp(prometheus: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = (await (await fetch(`${prometheus}/api/v1/targets`)).json()) as {
      data: { activeTargets: { health: string }[] };
    };
    const targets = body.data.activeTargets;
    if (targets.length === 4 && targets.every((target) => target.health === "up")) return;
    if (Date.now() > deadline) throw new Error(`Prometheus targets not all up: ${JSON.stringify(targets)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
