import { opsRoles } from "@firm/content/enums/ops-role";
import Type, { type Static } from "typebox";
import { Email } from "../schema.ts";

/** OpenAPI security of a console route: the signed-in member's session cookie. */
export const sessionSecurity = [{ opsSession: [] }];

export const SignInLinkRequest = Type.Object({ email: Email }, { additionalProperties: false });

export const SignInLinkAccepted = Type.Object({ success: Type.Literal(true) });

export const SignInConsume = Type.Object(
  { token: Type.String({ minLength: 20, maxLength: 100, pattern: "^[A-Za-z0-9_-]+$" }) },
  { additionalProperties: false },
);

export const OpsUserView = Type.Object({
  id: Type.String({ format: "uuid" }),
  email: Type.String(),
  name: Type.String(),
  role: Type.Enum([...opsRoles]),
});
export type OpsUserView = Static<typeof OpsUserView>;

export const SessionOpened = Type.Object({
  success: Type.Literal(true),
  /** For the site's server to keep in the visitor's cookie; never stored in clear. */
  token: Type.String(),
  csrfToken: Type.String(),
  expiresAt: Type.String({ format: "date-time" }),
  user: OpsUserView,
});

export const CurrentSession = Type.Object({
  success: Type.Literal(true),
  csrfToken: Type.String(),
  user: OpsUserView,
});
