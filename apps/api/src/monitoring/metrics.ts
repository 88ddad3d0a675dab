import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { MailKind } from "../generated/prisma/enums.ts";
import { type SpamReason, spamReasons } from "../intake/spam.ts";

/** The outbox's kinds as the database spells them (Prisma's names with hyphens: `@map` of MailKind). */
export const mailKinds = Object.values(MailKind).map((kind) => kind.replaceAll("_", "-"));

/** The e-mails the team reads: when these fail, the team hears of no request (infra/monitoring/rules.yml). */
export const teamMailKinds = ["team-notification", "escalation", "daily-summary"] as const;

/** The two intake forms, as the routes' `config.intake` names them. */
const forms = ["contact", "consultation"] as const;

/** Request latency buckets (seconds): fine below 100 ms, where the API answers, up to the 1 s budget and past it. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A label value that is a code, never text: an SMTP reply code ("535") or a Node error code
 * ("ECONNREFUSED"). SMTP reply texts quote addresses, so nothing else gets through.
 */
export function codeLabel(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === "number" && Number.isInteger(responseCode)) return String(responseCode);
  return typeof code === "string" && /^[A-Z0-9_]{1,32}$/.test(code) ? code : "other";
}

/**
 * The process's own metrics (one registry per app, so tests can build many): HTTP requests by route
 * template and status, intake outcomes, e-mails sent and failed, and Node's process metrics. The
 * database's figures (outbox, overdue requests, backups, pool) are read when scraped: see
 * system-gauges.ts. No label carries what a visitor typed: routes are templates, reasons are codes.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const metrics = {
    registry,
    http: new Histogram({
      name: "http_request_duration_seconds",
      help: "Requests by method, route template and status code, and how long each took to answer",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: latencyBuckets,
      registers,
    }),
    intakeAccepted: new Counter({
      name: "firm_intake_accepted_total",
      help: "Intake requests stored, by form (a replay of an Idempotency-Key is not counted again)",
      labelNames: ["form"] as const,
      registers,
    }),
    intakeRefused: new Counter({
      name: "firm_intake_refused_total",
      help: "Intake requests refused, by form and reason (the answer's error code)",
      labelNames: ["form", "reason"] as const,
      registers,
    }),
    intakeFlagged: new Counter({
      name: "firm_intake_flagged_total",
      help: 'Intake requests stored marked "check" (in the inbox) or spam, by form and signal',
      labelNames: ["form", "verdict", "signal"] as const,
      registers,
    }),
    emailsSent: new Counter({
      name: "firm_email_sent_total",
      help: "E-mails handed to the mail server, by kind",
      labelNames: ["kind"] as const,
      registers,
    }),
    emailFailures: new Counter({
      name: "firm_email_send_failures_total",
      help: "Failed e-mail sends, by kind and code (SMTP reply code or network error code)",
      labelNames: ["kind", "code"] as const,
      registers,
    }),
    outboxGaveUp: new Counter({
      name: "firm_outbox_given_up_total",
      help: "Outbox jobs marked failed after their last attempt, by kind",
      labelNames: ["kind"] as const,
      registers,
    }),
  };
  // Every series that an alert reads with increase() exists from the start at 0, so that its first
  // increment counts.
  for (const kind of mailKinds) {
    metrics.emailsSent.inc({ kind }, 0);
    metrics.outboxGaveUp.inc({ kind }, 0);
  }
  for (const form of forms) metrics.intakeAccepted.inc({ form }, 0);
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Counts a newly stored intake request (a replay is not a new one), and its verdict when it is marked "check" or spam. */
export function countStored(
  metrics: Metrics,
  form: string,
  stored: { spamReason: SpamReason | null; spam: boolean },
): void {
  metrics.intakeAccepted.inc({ form });
  if (stored.spamReason && spamReasons.includes(stored.spamReason))
    metrics.intakeFlagged.inc({ form, verdict: stored.spam ? "spam" : "check", signal: stored.spamReason });
}
