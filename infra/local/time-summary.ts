/**
 * Where a test run's time went: each phase of `infra/local/test.sh` (lint, typecheck, build, tests)
 * and, inside the tests, each turbo task, from turbo's run summary (`--summarize`), slowest first,
 * marked "cached" when turbo replayed it instead of running it.
 */
type Check = { name: string; seconds?: number };
type TurboTask = {
  taskId: string;
  command: string;
  execution?: { startTime: number; endTime: number };
  cache?: { status: string };
};
export type TurboRun = { tasks: TurboTask[] };

/** `754` → "12 min 34 s", `9` → "9 s". */
export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`;
}

/** The lines of the time table: phases in run order, then the tasks that exist, slowest first. */
export function timeLines(checks: Check[], run: TurboRun | undefined): string[] {
  const lines = checks
    .filter((check) => check.seconds !== undefined)
    .map((check) => `  ${check.name.padEnd(40)} ${formatSeconds(check.seconds ?? 0)}`);
  const tasks = (run?.tasks ?? [])
    .filter((task) => task.command !== "<NONEXISTENT>" && task.execution)
    .map((task) => ({
      id: task.taskId,
      seconds: ((task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0)) / 1000,
      cached: task.cache?.status === "HIT",
    }))
    .sort((a, b) => b.seconds - a.seconds);
  for (const task of tasks) {
    lines.push(`    ${task.id.padEnd(38)} ${formatSeconds(task.seconds)}${task.cached ? " (cached)" : ""}`);
  }
  return lines;
}
