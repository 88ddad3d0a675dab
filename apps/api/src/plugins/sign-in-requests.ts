import fp from "fastify-plugin";
import { audit } from "../ops/audit.ts";
import { issueSignInLink, liveSignInLinks, maxLiveSignInLinks } from "../ops/sign-in-links.ts";
import { activeUserByEmail } from "../ops/users.ts";

export type SignInRequests = {
  /** Looks the address up and e-mails a link if it is a member's, after the answer has gone. */
  enqueue: (email: string) => void;
  /** Resolves once every request queued so far has been handled. */
  idle: () => Promise<void>;
};

declare module "fastify" {
  interface FastifyInstance {
    signInRequests: SignInRequests;
  }
}

/**
 * Requests for an e-mailed sign-in link, handled one after another once their 202 has been sent
 * (decision 0071): the answer never waits for the lookup, so its timing cannot tell a member's
 * address from any other. A member with `maxLiveSignInLinks` unspent links gets no more until one
 * is spent or expires: strangers cannot fill their mailbox, and the member always has a link.
 */
export default fp<{ siteOrigin: string }>(
  async (fastify, { siteOrigin }) => {
    let tail = Promise.resolve();
    async function handle(email: string) {
      const user = await activeUserByEmail(fastify.prisma, email);
      if (!user) return;
      if ((await liveSignInLinks(fastify.prisma, user.id)) >= maxLiveSignInLinks) return;
      await issueSignInLink(fastify.prisma, { userId: user.id, purpose: "sign_in", siteOrigin });
      await audit(fastify.prisma, { actor: `user:${user.id}`, action: "sign_in_link" });
    }
    fastify.decorate("signInRequests", {
      enqueue(email: string) {
        tail = tail
          .then(() => handle(email))
          .catch((error: unknown) => fastify.log.error({ err: error }, "sign-in link request failed"));
      },
      idle: () => tail,
    });
    fastify.addHook("preClose", () => tail);
  },
  { name: "sign-in-requests", dependencies: ["database"] },
);
