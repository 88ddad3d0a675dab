import { defaultLocale } from "@firm/content/locale";
import type { FieldDefinition } from "@firm/intake/field";
import { consultationRequest, contactMessage, type FormDefinition } from "@firm/intake/forms";
import { normalizePhone } from "@firm/intake/phone";
import { sourceFieldNames, sourceOfBody } from "@firm/intake/source";
import { classifySource } from "@firm/intake/source-channel";
import type { Column } from "../db/intake-statement.ts";
import type { ContactBody } from "../schemas/contact.ts";
import { noticeVersions } from "./notice-versions.ts";

/** An enumeration's PostgreSQL type: its field's name in snake case (caseType → case_type). */
const enumType = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A field's columns, its value exactly as submitted: "" or missing is "" for text and NULL for a
 * choice or a date; a choice left out takes its preselected value. A phone number also stores what
 * it was read as: `<field>E164` and `<field>Extension` (NULL when unknown).
 */
function fieldColumns(name: string, field: FieldDefinition, value: string | undefined): Column[] {
  switch (field.kind) {
    case "choice":
      return [{ name, cast: enumType(name), value: value || field.initial || null }];
    case "date":
      return [{ name, cast: "date", value: value || null }];
    case "phone": {
      const { e164, extension } = normalizePhone(value ?? "");
      return [
        { name, value: value ?? "" },
        { name: `${name}E164`, value: e164 },
        { name: `${name}Extension`, value: extension },
      ];
    }
    default:
      return [{ name, value: value ?? "" }];
  }
}

type Meta = Pick<ContactBody, "locale" | "page" | "consentToCalls">;

/**
 * Columns every intake record has: language, page of origin, consent, and which wording of the consent
 * and notices was shown (the store adds status and spam).
 */
function metaColumns(meta: Meta): Column[] {
  const locale = meta.locale ?? defaultLocale;
  return [
    { name: "locale", cast: "locale", value: locale },
    { name: "consentVersion", value: noticeVersions[locale].consentVersion },
    { name: "noticeVersion", value: noticeVersions[locale].noticeVersion },
    { name: "page", value: meta.page ?? "" },
    {
      name: "consentToCalls",
      cast: "bool",
      value: String(meta.consentToCalls === true || meta.consentToCalls === "on"),
    },
  ];
}

/**
 * Where the visit came from (@firm/intake/source), as the site sent it, and the channel and source
 * name read from it: empty, and "unknown", for a post without JavaScript.
 */
function sourceColumns(body: Record<string, unknown>): Column[] {
  const source = sourceOfBody(body);
  const { channel, name } = classifySource(source);
  return [
    ...sourceFieldNames.map(
      (field): Column =>
        field === "adClick"
          ? { name: field, cast: "bool", value: String(source.adClick) }
          : { name: field, value: source[field] },
    ),
    { name: "sourceChannel", cast: "source_channel", value: channel },
    { name: "sourceName", value: name },
  ];
}

/** A stored record's columns: every field of its form, then the meta and source columns. */
function recordColumns(form: FormDefinition) {
  return (body: Meta & Record<string, unknown>): Column[] => [
    ...Object.entries(form).flatMap(([name, field]) => {
      const value = body[name];
      return fieldColumns(name, field, typeof value === "string" ? value : undefined);
    }),
    ...metaColumns(body),
    ...sourceColumns(body),
  ];
}

/** contact_message columns. */
export const contactColumns = recordColumns(contactMessage);

/** consultation_request columns; urgency defaults to normal, the contact method to phone. */
export const consultationColumns = recordColumns(consultationRequest);
