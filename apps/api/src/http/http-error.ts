/** An error that answers with a given status and `error.code`; its message is safe to show. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;

  constructor(statusCode: number, code: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.code = code;
  }
}

const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  // PostgreSQL SQLSTATEs: connection exceptions, shutdown, too many connections, read-only.
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
  "57P01",
  "57P02",
  "57P03",
  "25006",
  // Prisma: cannot reach, timed out, connection closed, pool timeout.
  "P1001",
  "P1002",
  "P1017",
  "P2024",
]);

const unavailableMessages = [/connection terminated/i, /timeout exceeded when trying to connect/i];

/** True when the database (or the network to it) is unavailable, as opposed to a bug. */
export function isUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const { code, kind, originalCode } = error as Error & {
    code?: unknown;
    kind?: unknown;
    originalCode?: unknown;
  };
  if (typeof code === "string" && unavailableCodes.has(code)) return true;
  if (typeof originalCode === "string" && unavailableCodes.has(originalCode)) return true;
  if (kind === "DatabaseNotReachable" || kind === "ConnectionClosed" || kind === "SocketTimeout") return true;
  if (unavailableMessages.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isUnavailable(inner, depth + 1)))
    return true;
  return isUnavailable(error.cause, depth + 1);
}
