import rateLimit from "@fastify/rate-limit";
import fp from "fastify-plugin";

/** Registers the limiter; intake routes opt in with their own `config.rateLimit`. */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, { global: false });
  },
  { name: "rate-limit" },
);
