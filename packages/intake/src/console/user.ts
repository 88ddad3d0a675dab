import { opsRoles } from "@firm/content/enums/ops-role";
import Type, { type Static } from "typebox";
import { Email, optionalLine } from "../schema.ts";

export const NewOpsUser = Type.Object(
  { email: Email, name: optionalLine(120), role: Type.Enum([...opsRoles]) },
  { additionalProperties: false },
);

/** A member of the firm's team as the console lists them. */
export const TeamMemberView = Type.Object({
  id: Type.String({ format: "uuid" }),
  email: Type.String(),
  name: Type.String(),
  role: Type.Enum([...opsRoles]),
  createdAt: Type.String(),
  disabledAt: Type.Union([Type.String(), Type.Null()]),
});
export type TeamMemberView = Static<typeof TeamMemberView>;

export const OpsUserList = Type.Object({
  success: Type.Literal(true),
  users: Type.Array(TeamMemberView),
});

/**
 * A member's id in its one canonical spelling (lower-case, hyphenated): PostgreSQL reads an upper-case
 * or braced UUID as the same id, so comparing ids as strings needs this one spelling.
 */
export const MemberIdParams = Type.Object({
  id: Type.String({
    pattern: "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$",
    description: "A team member's id: a lower-case UUID",
  }),
});
