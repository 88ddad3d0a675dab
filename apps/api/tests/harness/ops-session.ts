import type { FastifyInstance } from "fastify";
import type { OpsRole } from "../../src/generated/prisma/enums.ts";
import { createSession } from "../../src/ops/sessions.ts";
import { addUser } from "../../src/ops/users.ts";

export type TestMember = { id: string; email: string; token: string; csrfToken: string; sessionId: string };

/** A team member with an open console session, created straight in the database. */
export async function signedInMember(app: FastifyInstance, role: OpsRole, name = ""): Promise<TestMember> {
  const email = `${role}.${crypto.randomUUID().slice(0, 8)}@firm.example`;
  const user = await addUser(app.prisma, { email, role, name });
  if (!user) throw new Error(`could not add ${email}`);
  const session = await createSession(app.prisma, user.id);
  return { id: user.id, email, token: session.token, csrfToken: session.csrfToken, sessionId: session.id };
}

type Call = {
  method?: "GET" | "POST" | "PATCH" | "DELETE";
  payload?: object;
  headers?: Record<string, string>;
};

/** A request as the site's server makes it for a signed-in member: session and anti-forgery token. */
export function asMember(app: FastifyInstance, member: TestMember) {
  return (url: string, { method = "GET", payload, headers = {} }: Call = {}) =>
    app.inject({
      url,
      method,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Session ${member.token}`, "x-csrf-token": member.csrfToken, ...headers },
    });
}
