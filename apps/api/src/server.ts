import closeWithGrace from "close-with-grace";
import Fastify from "fastify";
import app, { serverOptions } from "./app.ts";
import { loadConfig } from "./config.ts";

const config = loadConfig();
const server = Fastify(serverOptions(config));
await server.register(app, { config });

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) server.log.error({ err }, "shutting down after an error");
  await server.close();
});

await server.listen({ host: config.HOST, port: config.PORT });
