import { caseTypes } from "@firm/content/enums/case-type";
import Type, { type Static } from "typebox";

/** POST /api/contact body (spec §3 "Home contact message", §5 required fields, §7 payload). */
export const ContactBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 120, pattern: "\\S" }),
    email: Type.String({ format: "email", maxLength: 254 }),
    phone: Type.Optional(Type.String({ maxLength: 40, pattern: "^[0-9+()\\-.\\s]*$" })),
    caseType: Type.Optional(Type.Union(caseTypes.map((value) => Type.Literal(value)))),
    message: Type.String({ minLength: 1, maxLength: 5000, pattern: "\\S" }),
  },
  { additionalProperties: false },
);

export type ContactBody = Static<typeof ContactBody>;

export const Created = Type.Object({ success: Type.Literal(true), id: Type.String({ format: "uuid" }) });

export const Failure = Type.Object({
  success: Type.Literal(false),
  error: Type.Object({ code: Type.String(), message: Type.String() }),
});
