import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the development database lives: `$DEV_DATA_DIR/postgres` (default: the repository's .data
 * folder) on `$DEV_DB_PORT` (default 54329). The start command and `pnpm ops` share it; a test of
 * the start command points both at a scratch folder and a free port.
 */
export function developmentDatabaseOptions(env: NodeJS.ProcessEnv = process.env) {
  const dataRoot = env.DEV_DATA_DIR || fileURLToPath(new URL("../../../../.data", import.meta.url));
  return { dataDir: join(dataRoot, "postgres"), port: Number(env.DEV_DB_PORT || 54329), database: "firm" };
}
