import { caseTypes } from "@firm/content/enums/case-type";
import Type, { type Static } from "typebox";
import { Email, metaFields, OptionalPhone, oneOf, requiredLine, requiredText } from "./common.ts";

/**
 * POST /api/contact body: the home contact form (the contact page sends the same five fields,
 * first and last name joined), required fields as docs/product.md#4-forms says, plus the site's meta fields.
 */
export const ContactBody = Type.Object(
  {
    name: requiredLine(200),
    email: Email,
    phone: OptionalPhone,
    caseType: Type.Optional(oneOf(caseTypes, true)),
    message: requiredText(5000),
    ...metaFields,
  },
  { additionalProperties: false },
);

export type ContactBody = Static<typeof ContactBody>;
