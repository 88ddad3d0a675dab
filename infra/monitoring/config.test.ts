import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertmanagerConfig, prometheusConfig } from "./config.ts";
import { readRules, rulesPath } from "./rule-tests.ts";

const run = promisify(execFile);

const settings = {
  API_METRICS_TARGETS: "127.0.0.1:3202, 127.0.0.1:3212",
  WEB_METRICS_TARGETS: "127.0.0.1:3203",
  PROMETHEUS_TARGET: "127.0.0.1:9090",
  ALERTMANAGER_TARGET: "127.0.0.1:9093",
  MONITORING_RULES: rulesPath,
  ALERT_WEBHOOK_URL: "http://127.0.0.1:3202/alerts",
};

describe("the monitoring's configuration files", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "firm-monitoring-config-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("scrape every replica and load the rules, as promtool checks them", async () => {
    const config = prometheusConfig(settings);
    expect(config.scrape_configs.map((job) => [job.job_name, job.static_configs[0]?.targets])).toEqual([
      ["api", ["127.0.0.1:3202", "127.0.0.1:3212"]],
      ["web", ["127.0.0.1:3203"]],
      ["prometheus", ["127.0.0.1:9090"]],
      ["alertmanager", ["127.0.0.1:9093"]],
    ]);
    const file = join(dir, "prometheus.yml");
    await writeFile(file, JSON.stringify(config));
    const { stdout } = await run("promtool", ["check", "config", file]);
    expect(stdout).toContain(`SUCCESS: ${readRules().length} rules found`);
  });

  it("notify the API's webhook with a bearer token file, and by e-mail once a relay is set (amtool)", async () => {
    const tokenFile = join(dir, "token");
    await writeFile(tokenFile, "t".repeat(40));
    const passwordFile = join(dir, "password");
    await writeFile(passwordFile, "secret");
    const base = { ...settings, ALERT_WEBHOOK_TOKEN_FILE: tokenFile };
    const withoutMail = alertmanagerConfig(base);
    expect(withoutMail.receivers[0]).not.toHaveProperty("email_configs");
    const withMail = alertmanagerConfig({
      ...base,
      ALERT_SMTP_SMARTHOST: "smtp.example.com:587",
      ALERT_SMTP_USERNAME: "alerts",
      ALERT_SMTP_PASSWORD_FILE: passwordFile,
      ALERT_EMAIL_TO: "admin@example.com",
      ALERT_EMAIL_FROM: "alerts@example.com",
    });
    for (const [name, config] of Object.entries({ withoutMail, withMail })) {
      const file = join(dir, `${name}.yml`);
      await writeFile(file, JSON.stringify(config));
      const { stdout } = await run("amtool", ["check-config", file]);
      expect(stdout, name).toContain("SUCCESS");
    }
    expect(JSON.stringify(withMail)).not.toContain("secret");
  });

  it("say which setting is missing", () => {
    expect(() => prometheusConfig({ ...settings, API_METRICS_TARGETS: "" })).toThrow(
      "API_METRICS_TARGETS is required",
    );
    expect(() => alertmanagerConfig(settings)).toThrow("ALERT_WEBHOOK_TOKEN_FILE is required");
    const relay = { ...settings, ALERT_WEBHOOK_TOKEN_FILE: "/run/secrets/token" };
    expect(() => alertmanagerConfig({ ...relay, ALERT_SMTP_SMARTHOST: "smtp.example.com:25" })).toThrow(
      "ALERT_EMAIL_TO is required",
    );
  });
});
