import { spawn } from "node:child_process";
import { machineCpu, workDone } from "./process-cpu.ts";
import { loadAverage, sittingExitCode } from "./sitting.ts";

/**
 * `pnpm measure:work [--budget <seconds>] <command…>`: runs a command as it is (the test command,
 * a build) and prints how long it took and the work the whole machine's cores did meanwhile, from
 * /proc/stat: busy core-seconds and the share of the cores' time they were busy, beside the load
 * average before it started. Run it with nothing else on the machine: every process counts.
 * Exits with the command's own exit code when it failed, else 1 exactly when it took longer than
 * `--budget` seconds (the issue-46 budget of the test command is `--budget 600`).
 */
const args = process.argv.slice(2);
const budgetAt = args.indexOf("--budget");
const budget = budgetAt >= 0 ? Number(args[budgetAt + 1]) : undefined;
if (budgetAt >= 0) args.splice(budgetAt, 2);
if (args.length === 0 || (budget !== undefined && !(budget > 0))) {
  console.error("usage: pnpm measure:work [--budget <seconds>] <command…>");
  process.exit(2);
}

const loadBefore = loadAverage();
const before = await machineCpu();
const started = performance.now();
const child = spawn(args[0] ?? "", args.slice(1), { stdio: "inherit" });
const code = await new Promise<number>((resolve) => {
  child.once("exit", (exitCode) => resolve(exitCode ?? 1));
  child.once("error", (error) => {
    console.error(`could not run ${args[0]}: ${error.message}`);
    resolve(1);
  });
});
const seconds = (performance.now() - started) / 1000;
const { busy, share } = workDone(before, await machineCpu());
console.log(
  `› work: ${seconds.toFixed(1)} s, ${busy.toFixed(0)} busy core-seconds (${(busy / 60).toFixed(1)} core-min, ${share} % busy); load average before ${loadBefore}`,
);
const missed = budget !== undefined && seconds > budget;
if (missed) console.log(`› over budget: ${seconds.toFixed(1)} s against ${budget} s`);
process.exit(code !== 0 ? code : sittingExitCode({ misses: missed ? 1 : 0 }));
