import fp from "fastify-plugin";
import { createMailer, type Mailer } from "../mail/transport.ts";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The e-mail transport: SMTP (SMTP_URL) or .eml files in MAIL_DIR. */
export default fp<{ smtpUrl?: string | undefined; mailDir: string }>(
  async (fastify, options) => {
    const mailer = createMailer(options);
    fastify.decorate("mailer", mailer);
    fastify.addHook("onClose", async () => mailer.close());
  },
  { name: "mail" },
);
