import { loadavg } from "node:os";

/**
 * What the measurement scripts print and parse alike: the machine's load average beside their
 * figures, the CPU rates and run counts they are given, and a median with the worst.
 */

/** The 1-, 5- and 15-minute load averages, two decimals each. */
export function loadAverage(values: readonly number[] = loadavg()): string {
  return values.map((value) => value.toFixed(2)).join(" ");
}

/** `--cpu 1,4`: CPU slowdown rates, each at least 1 (1 = as the machine runs). */
export function cpuRates(text: string): number[] {
  const rates = text.split(",").map(Number);
  if (rates.some((rate) => !(rate >= 1))) throw new Error(`--cpu takes rates ≥ 1, not ${text}`);
  return rates;
}

/** `--runs 3`, `--rounds 3`: a count of at least 1. */
export function positiveCount(text: string, option: string): number {
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--${option} must be a positive integer, not ${text}`);
  return count;
}

/** The median (the lower of the middle two for an even count) and the highest of some figures. */
export function medianAndWorst(values: readonly number[]): { median: number; worst: number } {
  if (values.length === 0) throw new Error("no figures to take a median of");
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0, worst: sorted.at(-1) ?? 0 };
}

/**
 * A measurement script's exit code: 0 exactly when it measured all it set out to and met every
 * budget; 1 when a budget was missed, something planned went unmeasured, or a signal cut the
 * sitting short (a figure not taken is not a budget met). Cleaning up is not a reason to fail.
 */
export function sittingExitCode(sitting: {
  misses: number;
  unmeasured?: number;
  interrupted?: boolean;
}): 0 | 1 {
  const complete = (sitting.unmeasured ?? 0) === 0 && !sitting.interrupted;
  return sitting.misses === 0 && complete ? 0 : 1;
}
