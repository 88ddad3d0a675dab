import { TypeBoxValidatorCompiler } from "@fastify/type-provider-typebox";
import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import internalRoutes from "../routes/internal.ts";
import errors from "./errors.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The internal listener: metrics and Alertmanager's webhook, never behind the public proxy. */
    internal: FastifyInstance;
  }
}

type Options = {
  host: string;
  /** Unset: nothing listens (tests inject into `internal`); 0: any free port (read it back from `internal.server`). */
  port: number | undefined;
  webhookToken: string | undefined;
};

/**
 * A second listener on its own port (METRICS_PORT) for what only the monitoring may reach: the
 * public proxy forwards `/api` to the API's main port only, so no path of the site leads here, and
 * the containers publish no port of it. Opened once the app is ready, closed before the database.
 */
export default fp<Options>(
  async (fastify, { host, port, webhookToken }) => {
    const internal = Fastify({
      loggerInstance: fastify.log.child({ listener: "internal" }),
      bodyLimit: 1024 * 1024,
    });
    internal.setValidatorCompiler(TypeBoxValidatorCompiler);
    await internal.register(errors);
    await internal.register(internalRoutes, {
      registry: fastify.metrics.registry,
      pool: fastify.pool,
      webhookToken,
    });
    fastify.decorate("internal", internal as FastifyInstance);
    fastify.addHook("onReady", async () => {
      await internal.ready();
      if (port !== undefined) await internal.listen({ host, port });
    });
    fastify.addHook("preClose", async () => {
      await internal.close();
    });
  },
  { name: "internal-listener", dependencies: ["database", "metrics"] },
);
