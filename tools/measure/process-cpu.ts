import { readdir, readFile } from "node:fs/promises";

/** CPU seconds (user + system) used so far by one process, or by a process and its children. */
const ticksPerSecond = 100;

type Stat = { ppid: number; own: number; reaped: number };

async function stat(pid: number): Promise<Stat | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
  if (!text) return undefined;
  // Fields after the command name (which may hold spaces), from field 3 (state) on.
  const fields = text
    .slice(text.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number);
  const field = (n: number) => fields[n - 3] ?? 0;
  return { ppid: field(4), own: field(14) + field(15), reaped: field(16) + field(17) };
}

/** CPU seconds of a process alone. */
export async function cpuSeconds(pid: number): Promise<number> {
  return ((await stat(pid))?.own ?? 0) / ticksPerSecond;
}

/**
 * CPU seconds of a process and its children (PostgreSQL's postmaster and its backends): the
 * living children's own time and what the parent has reaped from the ones that exited.
 */
export async function treeCpuSeconds(pid: number): Promise<number> {
  const parent = await stat(pid);
  if (!parent) return 0;
  let ticks = parent.own + parent.reaped;
  for (const entry of await readdir("/proc")) {
    const child = /^\d+$/.test(entry) ? await stat(Number(entry)) : undefined;
    if (child?.ppid === pid) ticks += child.own + child.reaped;
  }
  return ticks / ticksPerSecond;
}

/** The whole machine's CPU time so far, in core-seconds: busy (steal included: not ours to use) and idle. */
export type MachineCpu = { busy: number; idle: number };

/** Reads the first line of /proc/stat (`cpu  user nice system idle iowait irq softirq steal …`). */
export function machineCpuFrom(procStat: string): MachineCpu {
  const line = procStat.split("\n").find((row) => row.startsWith("cpu "));
  if (!line) throw new Error("no `cpu` line in /proc/stat");
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const ticks = (values: (number | undefined)[]) =>
    values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return {
    busy: ticks([user, nice, system, irq, softirq, steal]) / ticksPerSecond,
    idle: ticks([idle, iowait]) / ticksPerSecond,
  };
}

export async function machineCpu(): Promise<MachineCpu> {
  return machineCpuFrom(await readFile("/proc/stat", "utf8"));
}

/** The work the cores did between two readings: busy core-seconds and the busy share of their time, in %. */
export function workDone(from: MachineCpu, to: MachineCpu): { busy: number; share: number } {
  const busy = to.busy - from.busy;
  const total = busy + (to.idle - from.idle);
  return { busy, share: total > 0 ? Math.round((100 * busy) / total) : 0 };
}
