import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CpuProfile, describeProfile, summarizeProfile } from "./cpu-profile.ts";
import { openInspector } from "./inspector.ts";
import { openPgView } from "./pg-view.ts";
import { cpuSeconds, treeCpuSeconds } from "./process-cpu.ts";

/** PostgreSQL settings a profiled run starts its throw-away server with. */
export const profiledDatabaseSettings = {
  shared_preload_libraries: "pg_stat_statements",
  "pg_stat_statements.track": "all",
};

const processLabels = { api: "API", postgres: "PostgreSQL", load: "load generator" };

/**
 * `pnpm measure:api --profile`: around each measured phase, a CPU profile of the API's main thread
 * (through its inspector), the CPU time of the API, PostgreSQL and the load generator, and
 * PostgreSQL's own view (transactions, statements, wait events), all per request answered.
 */
export async function openLoadProfile(options: {
  apiPid: number;
  inspectorPort: number;
  databaseUrl: string;
}) {
  const inspector = await openInspector(options.inspectorPort);
  await inspector.call("Profiler.enable");
  await inspector.call("Profiler.setSamplingInterval", { interval: 200 });
  const pgView = await openPgView(options.databaseUrl);
  const cpuNow = async () => ({
    api: await cpuSeconds(options.apiPid),
    postgres: pgView.postmasterPid ? await treeCpuSeconds(pgView.postmasterPid) : Number.NaN,
    load: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    wall: performance.now() / 1000,
  });
  let before = await cpuNow();
  return {
    begin: async () => {
      await pgView.begin();
      await inspector.call("Profiler.start");
      before = await cpuNow();
    },
    /** Ends the phase `name`: its profile is kept in the temp folder, to open in DevTools. */
    end: async (name: string, requests: number): Promise<string> => {
      const after = await cpuNow();
      const { profile } = await inspector.call<{ profile: CpuProfile }>("Profiler.stop");
      const file = join(tmpdir(), `firm-api-${options.apiPid}-${name}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      const wall = after.wall - before.wall;
      const share = (name: keyof typeof processLabels) => {
        const seconds = after[name] - before[name];
        return `${processLabels[name]} ${seconds.toFixed(1)} s (${((1e6 * seconds) / Math.max(1, requests)).toFixed(0)} µs/req, ${((100 * seconds) / wall).toFixed(0)} % of one core)`;
      };
      return [
        `  CPU over ${wall.toFixed(1)} s: ${share("api")}, ${share("postgres")}, ${share("load")}`,
        describeProfile(summarizeProfile(profile), requests),
        `  profile: ${file}`,
        await pgView.end(requests),
      ].join("\n");
    },
    close: async () => {
      inspector.close();
      await pgView.close();
    },
  };
}
