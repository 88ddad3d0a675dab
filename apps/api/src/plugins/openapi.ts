import swagger from "@fastify/swagger";
import fp from "fastify-plugin";

/** The OpenAPI document, generated from the routes' TypeBox schemas, at GET /api/openapi.json. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: "Firm site intake API",
          version: "1.0.0",
          description:
            "Contact and consultation intake for the firm's website, plus authenticated ops access. " +
            "Every failure answers `{ success: false, error: { code, message } }`.",
        },
        components: {
          securitySchemes: {
            opsToken: { type: "http", scheme: "bearer" },
            opsSession: {
              type: "apiKey",
              in: "header",
              name: "Authorization",
              description: "`Session <token>` of a signed-in team member (sent by the site's server)",
            },
          },
        },
      },
      hideUntagged: true,
    });
    fastify.get("/api/openapi.json", { schema: { hide: true } }, async () => fastify.swagger());
  },
  { name: "openapi" },
);
