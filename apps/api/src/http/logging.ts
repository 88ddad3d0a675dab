import { personalFieldNames } from "@firm/intake/forms";
import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { Config } from "../config.ts";
import { HttpError } from "./http-error.ts";

/**
 * Every field that can carry personal data, in bodies, records and e-mails: the forms' personal
 * fields (@firm/intake/forms), the honeypot, the e-mail envelope and addresses.
 */
const personalFields = [
  ...personalFieldNames,
  "website",
  "to",
  "from",
  "subject",
  "text",
  "body",
  "remoteAddress",
  "ip",
  "ips",
];

const redactPaths = [
  ...personalFields.flatMap((field) => [field, `*.${field}`]),
  'req.headers["x-forwarded-for"]',
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers.referer",
];

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  responseCode?: number;
  command?: string;
  cause?: LoggedError;
};

/**
 * What a log line keeps of an error: its type, codes and stack frames, never its message (database
 * and SMTP messages quote the values they failed on) unless the error is one of ours.
 */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "[redacted]", stack: "" };
  const { code, statusCode, responseCode, command } = error as Error & Record<string, unknown>;
  const frames = (error.stack ?? "").split("\n").filter((line) => line.startsWith("    at "));
  const message = error instanceof HttpError ? error.message : "[redacted]";
  const logged: LoggedError = { type: error.name, message, stack: frames.slice(0, 8).join("\n") };
  if (typeof code === "string" || typeof code === "number") logged.code = code;
  if (typeof statusCode === "number") logged.statusCode = statusCode;
  if (typeof responseCode === "number") logged.responseCode = responseCode;
  if (typeof command === "string" && /^[A-Z ]{1,20}$/.test(command)) logged.command = command;
  if (error.cause !== undefined && depth < 3) logged.cause = safeError(error.cause, depth + 1);
  return logged;
}

/** pino options: personal fields redacted, requests logged without address or query. */
export function loggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions["logger"] {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor: "[redacted]" },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.split("?")[0],
        id: request.id,
      }),
      err: safeError,
    },
  };
}
