import { contactMessage, type FieldValues } from "@firm/intake/forms";
import { bodySchema, type MetaValues } from "@firm/intake/schema";

/** POST /api/contact body: the contact message's fields (@firm/intake/forms) and the meta fields. */
export const ContactBody = bodySchema(contactMessage);

export type ContactBody = Partial<FieldValues<typeof contactMessage>> & MetaValues;
