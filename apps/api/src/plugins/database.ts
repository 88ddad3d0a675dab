import { PrismaPg } from "@prisma/adapter-pg";
import fp from "fastify-plugin";
import { PrismaClient } from "../generated/prisma/client.ts";

declare module "fastify" {
  interface FastifyInstance {
    prisma: PrismaClient;
  }
}

/** One Prisma client (pg driver adapter) per app instance, disconnected when the app closes. */
export default fp<{ databaseUrl: string }>(
  async (fastify, { databaseUrl }) => {
    const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
    fastify.decorate("prisma", prisma);
    fastify.addHook("onClose", () => prisma.$disconnect());
  },
  { name: "database" },
);
