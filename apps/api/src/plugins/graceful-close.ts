import fp from "fastify-plugin";

/**
 * While the app closes, answers still in flight carry `Connection: close`, so keep-alive clients
 * let go at once instead of holding the close until their idle timeout.
 */
export default fp(
  async (fastify) => {
    let closing = false;
    fastify.addHook("preClose", async () => {
      closing = true;
    });
    fastify.addHook("onSend", async (_request, reply) => {
      if (closing) reply.header("connection", "close");
    });
  },
  { name: "graceful-close" },
);
