import closeWithGrace from "close-with-grace";
import Fastify from "fastify";
import fp from "fastify-plugin";
import app, { serverOptions } from "./app.ts";
import { loadConfig } from "./config.ts";

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = Fastify(serverOptions(config));
await server.register(fp(app), { config });

// On SIGINT/SIGTERM: stop accepting, let in-flight requests finish, stop the outbox worker, close
// the database; after 10 s the process exits regardless.
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) server.log.error({ err }, "shutting down after an error");
  else server.log.info({ signal }, "shutting down");
  await server.close();
});

await server.listen({ host: config.HOST, port: config.PORT });
