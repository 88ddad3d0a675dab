import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The monitoring's configuration files, made from settings (the environment, see README.md): the
 * same code for `pnpm prod` (infra/production/start.sh) and the containers (the monitoring image's
 * command), so both scrape and notify alike. Written as JSON, which Prometheus and Alertmanager read
 * as YAML; nothing but Node is needed.
 *   node infra/monitoring/config.ts prometheus|alertmanager <file>
 */
type Env = Record<string, string | undefined>;

const list = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required (infra/monitoring/README.md)`);
  return value;
}

/**
 * Prometheus: every replica of the API and of the site on its internal metrics port, Prometheus and
 * Alertmanager themselves, the alert rules, and where alerts go.
 */
export function prometheusConfig(env: Env) {
  const alertmanager = required(env, "ALERTMANAGER_TARGET");
  const job = (name: string, targets: string[]) => ({ job_name: name, static_configs: [{ targets }] });
  return {
    global: {
      scrape_interval: env.MONITORING_INTERVAL || "15s",
      evaluation_interval: env.MONITORING_INTERVAL || "15s",
      scrape_timeout: "10s",
    },
    rule_files: [required(env, "MONITORING_RULES")],
    alerting: { alertmanagers: [{ static_configs: [{ targets: [alertmanager] }] }] },
    scrape_configs: [
      job("api", list(required(env, "API_METRICS_TARGETS"))),
      job("web", list(required(env, "WEB_METRICS_TARGETS"))),
      job("prometheus", [required(env, "PROMETHEUS_TARGET")]),
      job("alertmanager", [alertmanager]),
    ],
  };
}

/**
 * Alertmanager: every alert, and its resolution, to the API's webhook (the console's banner) and,
 * when a mail relay is set, by e-mail to ALERT_EMAIL_TO. The e-mail goes through a relay of its own
 * settings, so that it can be another than the one the API uses: when the API's e-mail fails, the
 * banner says so; when the API is down, the e-mail does.
 */
export function alertmanagerConfig(env: Env) {
  const smarthost = env.ALERT_SMTP_SMARTHOST?.trim();
  const email = smarthost
    ? [
        {
          to: required(env, "ALERT_EMAIL_TO"),
          from: required(env, "ALERT_EMAIL_FROM"),
          smarthost,
          require_tls: env.ALERT_SMTP_REQUIRE_TLS !== "false",
          send_resolved: true,
          ...(env.ALERT_SMTP_USERNAME ? { auth_username: env.ALERT_SMTP_USERNAME } : {}),
          ...(env.ALERT_SMTP_PASSWORD_FILE ? { auth_password_file: env.ALERT_SMTP_PASSWORD_FILE } : {}),
        },
      ]
    : [];
  return {
    route: {
      receiver: "team",
      group_by: ["alertname"],
      // The first notice of a new alert waits this long for others of its name; a resolution or a
      // change goes out within group_interval; an alert still firing is repeated every 4 hours.
      group_wait: env.ALERT_GROUP_WAIT || "10s",
      group_interval: env.ALERT_GROUP_INTERVAL || "1m",
      repeat_interval: "4h",
    },
    receivers: [
      {
        name: "team",
        webhook_configs: [
          {
            url: required(env, "ALERT_WEBHOOK_URL"),
            send_resolved: true,
            http_config: {
              authorization: { type: "Bearer", credentials_file: required(env, "ALERT_WEBHOOK_TOKEN_FILE") },
            },
          },
        ],
        ...(email.length > 0 ? { email_configs: email } : {}),
      },
    ],
  };
}

const makers = { prometheus: prometheusConfig, alertmanager: alertmanagerConfig };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [kind, file] = process.argv.slice(2);
  if (!file || (kind !== "prometheus" && kind !== "alertmanager")) {
    console.error("usage: node infra/monitoring/config.ts prometheus|alertmanager <file>");
    process.exit(2);
  }
  try {
    writeFileSync(file, `${JSON.stringify(makers[kind](process.env), null, 2)}\n`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
