import { fileURLToPath } from "node:url";
import { firm } from "@firm/content/firm";
import { locales } from "@firm/content/locale";
import { formTokenKeys, minFormTokenKeyLength } from "@firm/intake/form-token";
import Type, { type Static } from "typebox";
import Value from "typebox/value";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const mailDomain = firm.email.split("@")[1] ?? "example.com";

export const ConfigSchema = Type.Object({
  HOST: Type.String({ default: "127.0.0.1" }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3001 }),
  METRICS_HOST: Type.String({
    default: "127.0.0.1",
    description: "Address of the internal listener (metrics, Alertmanager's webhook)",
  }),
  METRICS_PORT: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 65535,
      description:
        "Port of the internal listener: GET /metrics (Prometheus) and POST /alerts (Alertmanager). Unset: none. Never behind the public proxy",
    }),
  ),
  ALERT_WEBHOOK_TOKEN: Type.Optional(
    Type.String({
      minLength: 32,
      description:
        "The bearer token Alertmanager sends to POST /alerts; unset: the webhook refuses every call",
    }),
  ),
  DATABASE_URL: Type.String({ pattern: "^postgres(ql)?://", description: "PostgreSQL connection URL" }),
  DB_POOL_MAX: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  DB_NAMED_STATEMENTS: Type.Boolean({
    default: true,
    description:
      "false behind a transaction-mode pooler without prepared-statement support (PgBouncer < 1.21): the intake statements are sent unnamed",
  }),
  LOG_LEVEL: Type.Union(
    ["fatal", "error", "warn", "info", "debug", "trace", "silent"].map((level) => Type.Literal(level)),
    { default: "info" },
  ),
  TRUST_PROXY: Type.String({
    default: "",
    description: "Comma-separated proxy addresses/CIDRs whose X-Forwarded-For is trusted",
  }),
  SITE_ORIGINS: Type.String({
    default: "http://127.0.0.1:3000,http://localhost:3000",
    description: "Comma-separated origins of the site: CORS and form posts are allowed only from these",
  }),
  INTAKE_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 5 }),
  INTAKE_RATE_LIMIT_WINDOW_MS: Type.Integer({ minimum: 1000, default: 600_000 }),
  FORM_TOKEN_RATE_LIMIT_MAX: Type.Integer({
    minimum: 1,
    default: 30,
    description:
      "Form tokens per client address in the intake window (a visitor's form asks for one as they start)",
  }),
  SIGN_IN_RATE_LIMIT_MAX: Type.Integer({
    minimum: 1,
    default: 10,
    description: "Console sign-in requests per client address, and per e-mail address, in the window",
  }),
  SIGN_IN_RATE_LIMIT_WINDOW_MS: Type.Integer({ minimum: 1000, default: 900_000 }),
  GLOBAL_RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 300 }),
  GLOBAL_RATE_LIMIT_WINDOW_MS: Type.Integer({ minimum: 1000, default: 60_000 }),
  REDIS_URL: Type.Optional(Type.String({ pattern: "^rediss?://", description: "Shared rate-limit store" })),
  MIN_FILL_MS: Type.Integer({
    minimum: 0,
    default: 3000,
    description: "A form token used sooner than this after it was issued marks the request as spam",
  }),
  FORM_TOKEN_KEYS: Type.String({
    default: "",
    description:
      "Comma-separated secrets (32+ characters) of the form tokens, shared with the site: the first signs, all verify. Required in production",
  }),
  FORM_TOKEN_REUSE_ALLOWANCE: Type.Integer({
    minimum: 1,
    default: 3,
    description: "Requests one form token may send before the next ones are marked as spam",
  }),
  SMTP_URL: Type.Optional(Type.String({ pattern: "^smtps?://", description: "Without it, .eml files" })),
  MAIL_FROM: Type.String({ minLength: 3, default: `${firm.name} <no-reply@${mailDomain}>` }),
  TEAM_EMAIL: Type.String({ format: "email", default: firm.email }),
  TEAM_LOCALE: Type.Union(
    locales.map((locale) => Type.Literal(locale)),
    { default: "en" },
  ),
  MAIL_DIR: Type.String({ minLength: 1, default: `${repoRoot}.data/mail` }),
  OUTBOX_POLL_MS: Type.Integer({ minimum: 0, default: 1000, description: "0 turns the worker off" }),
  REPLY_WATCH_MS: Type.Integer({
    minimum: 0,
    default: 60_000,
    description: "How often escalations and the daily summary are checked (decision 0095); 0 turns it off",
  }),
  DAILY_SUMMARY_HOUR: Type.Integer({
    minimum: 0,
    maximum: 23,
    default: 8,
    description: "The hour of the firm's day (America/Los_Angeles) at which the team's summary is sent",
  }),
  OUTBOX_RETRY_BASE_MS: Type.Integer({ minimum: 1, default: 30_000 }),
  OUTBOX_MAX_ATTEMPTS: Type.Integer({ minimum: 1, default: 10 }),
  RETENTION_DAYS: Type.Integer({ minimum: 1, default: 730 }),
  BACKUP_WATCH_MS: Type.Integer({
    minimum: 0,
    default: 60_000,
    description: "How often the WAL archive's state is read (decision 0090); 0 turns the watch off",
  }),
  STANDBY_WATCH_MS: Type.Integer({
    minimum: 0,
    default: 15_000,
    description:
      "How often the API checks that the primary has its synchronous standby (decision 0115); 0 turns it off",
  }),
  ARCHIVE_STALL_SECONDS: Type.Integer({
    minimum: 1,
    default: 300,
    description:
      "A WAL segment waiting longer than this is a stalled archive: /api/ready says so, admins get an e-mail",
  }),
});

export type Config = Static<typeof ConfigSchema>;

/** Problems TypeBox cannot express: every site origin must be a bare origin (scheme://host[:port]). */
function originProblems(config: Config): string[] {
  return siteOrigins(config).flatMap((entry) => {
    try {
      return new URL(entry).origin === entry ? [] : [`  SITE_ORIGINS: "${entry}" is not a bare origin`];
    } catch {
      return [`  SITE_ORIGINS: "${entry}" is not a URL`];
    }
  });
}

/** Form token keys: each long enough, and set at all in production (the default key is public). */
function formTokenProblems(config: Config, env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV === "production" && config.FORM_TOKEN_KEYS.trim() === "") {
    return ["  FORM_TOKEN_KEYS: is required in production"];
  }
  const keys = formTokenKeys({ FORM_TOKEN_KEYS: config.FORM_TOKEN_KEYS });
  return keys.some((key) => key.length < minFormTokenKeyLength)
    ? [`  FORM_TOKEN_KEYS: every key needs at least ${minFormTokenKeyLength} characters`]
    : [];
}

/** The configured site origins as a list. */
export function siteOrigins(config: Pick<Config, "SITE_ORIGINS">): string[] {
  return config.SITE_ORIGINS.split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Without SITE_ORIGINS, the site of the copy this serves: a development copy on WEB_PORT (the start
 * command's variable), so that what `pnpm ops user add` prints and mails opens that copy.
 */
function defaultSiteOrigins(env: Record<string, string | undefined>): Record<string, string> {
  if (env.SITE_ORIGINS || !env.WEB_PORT) return {};
  return { SITE_ORIGINS: `http://127.0.0.1:${env.WEB_PORT},http://localhost:${env.WEB_PORT}` };
}

/** Reads the configuration from the environment, failing with one clear line per problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(ConfigSchema.properties)
      .filter((key) => env[key] !== undefined && env[key] !== "")
      .map((key) => [key, env[key]]),
  );
  Object.assign(input, defaultSiteOrigins(env));
  const converted = Value.Convert(ConfigSchema, Value.Default(ConfigSchema, input));
  const lines = [...Value.Errors(ConfigSchema, converted)].flatMap((error) => {
    const { requiredProperties } = error.params as { requiredProperties?: string[] };
    if (error.keyword === "required" && requiredProperties) {
      return requiredProperties.map((name) => `  ${name}: is required`);
    }
    return [`  ${error.instancePath.slice(1) || "config"}: ${error.message}`];
  });
  lines.push(...originProblems(converted as Config), ...formTokenProblems(converted as Config, env));
  if (lines.length > 0) throw new Error(`Invalid configuration:\n${[...new Set(lines)].join("\n")}`);
  return converted as Config;
}
