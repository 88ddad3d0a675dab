import { PrismaPg } from "@prisma/adapter-pg";
import fp from "fastify-plugin";
import pg from "pg";
import { createIntakeStore, type IntakeStore } from "../db/intake-store.ts";
import { PrismaClient } from "../generated/prisma/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    prisma: PrismaClient;
    /** The pool under `prisma`, for the few single-statement hot paths (decision 0065). */
    pool: pg.Pool;
    /** Writes intake submissions (record + outbox jobs + idempotency key) in single statements. */
    intakeStore: IntakeStore;
  }
}

type Options = {
  databaseUrl: string;
  poolMax: number;
  tokenReuseAllowance: number;
  namedStatements: boolean;
};

/** Creates the pg pool shared by Prisma (driver adapter) and raw statements. */
export function createDatabase({ databaseUrl, poolMax }: Pick<Options, "databaseUrl" | "poolMax">) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    pool,
    prisma,
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

/** One pool and Prisma client per app instance, closed after in-flight requests finish. */
export default fp<Options>(
  async (fastify, options) => {
    const database = createDatabase(options);
    database.pool.on("error", (error) => fastify.log.warn({ err: error }, "idle database client failed"));
    fastify.decorate("prisma", database.prisma);
    fastify.decorate("pool", database.pool);
    fastify.decorate(
      "intakeStore",
      createIntakeStore(database.pool, {
        tokenReuseAllowance: options.tokenReuseAllowance,
        namedStatements: options.namedStatements,
      }),
    );
    fastify.addHook("onClose", () => database.close());
  },
  { name: "database" },
);
