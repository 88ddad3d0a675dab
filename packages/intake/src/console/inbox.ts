import { caseTypes } from "@firm/content/enums/case-type";
import { recordStatuses } from "@firm/content/enums/record-status";
import { sourceChannels } from "@firm/content/enums/source-channel";
import { urgencies } from "@firm/content/enums/urgency";
import Type, { type Static } from "typebox";
import { requiredText } from "../schema.ts";
import { ConsoleDay, canonicalUuid, consoleInstant } from "./calendar.ts";

const chosen = (values: readonly string[]) => values.filter((value) => value !== "");
const Uuid = Type.String({ format: "uuid" });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/**
 * Where a page of the inbox ended, as `nextCursor` gives it: the last row's time ("due_" and its due
 * time in the soonest-due order, else its arrival) and id. Readable, so that the schema bounds its
 * time like any other date.
 */
export const InboxCursor = Type.String({
  pattern: `^(due_)?${consoleInstant}_${canonicalUuid}$`,
  description: "nextCursor of the previous page, in the same order",
});

export const InboxQuery = Type.Object(
  {
    type: Type.Optional(Type.Enum(["contact", "consultation"])),
    status: Type.Optional(Type.Enum([...recordStatuses])),
    caseType: Type.Optional(Type.Enum(chosen(caseTypes))),
    urgency: Type.Optional(Type.Enum([...urgencies])),
    /** How the visit reached the site (@firm/intake/source-channel), and the source's name within it. */
    source: Type.Optional(Type.Enum([...sourceChannels])),
    sourceName: Type.Optional(Type.String({ maxLength: 253 })),
    assignee: Type.Optional(Type.Union([Type.Enum(["me", "none"]), Uuid])),
    from: Type.Optional(ConsoleDay),
    to: Type.Optional(ConsoleDay),
    q: Type.Optional(Type.String({ maxLength: 200 })),
    spam: Type.Optional(Type.Enum(["exclude", "only", "include"])),
    /** Only requests past their due time with no response yet. */
    overdue: Type.Optional(Type.Boolean()),
    /** Newest first (the default), or soonest due first. */
    sort: Type.Optional(Type.Enum(["newest", "due"])),
    /** Where the previous page ended: `nextCursor` of the same order. */
    cursor: Type.Optional(InboxCursor),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

export const InboxRowView = Type.Object({
  type: Type.Enum(["contact", "consultation"]),
  id: Uuid,
  createdAt: Type.String(),
  /** When the firm promised to answer by, and when it first did (null: not yet). */
  dueAt: Type.String(),
  firstResponseAt: Nullable(Type.String()),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  caseType: Nullable(Type.String()),
  urgency: Nullable(Type.String()),
  status: Type.Enum([...recordStatuses]),
  /** A request in the inbox marked "check": the soft spam signal seen; else null. */
  check: Nullable(Type.String()),
  assigneeId: Nullable(Uuid),
  assigneeName: Nullable(Type.String()),
});
export type InboxRowView = Static<typeof InboxRowView>;

export const InboxPage = Type.Object({
  success: Type.Literal(true),
  records: Type.Array(InboxRowView),
  nextCursor: Nullable(Type.String()),
  /** Requests that arrived since this user last opened the inbox (first page only; else 0). */
  newSinceLastVisit: Type.Integer(),
});
export type InboxPage = Static<typeof InboxPage>;

export const Done = Type.Object({ success: Type.Literal(true) });

export const RecordIdParams = Type.Object({ id: Uuid });

export const RecordChange = Type.Object(
  {
    status: Type.Optional(Type.Enum([...recordStatuses])),
    assigneeId: Type.Optional(Nullable(Uuid)),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const NoteBody = Type.Object(
  {
    body: requiredText(5000),
    /**
     * The note records contact with the client (the console's "log a call"): the request's first
     * response, if it had none, and a new request becomes contacted.
     */
    contact: Type.Optional(
      Type.Boolean({ description: "A logged call: first response, and new becomes contacted" }),
    ),
  },
  { additionalProperties: false },
);

const Cell = Nullable(Type.String());

export const RecordDetail = Type.Object({
  success: Type.Literal(true),
  record: Type.Record(Type.String(), Cell),
  assignee: Nullable(Type.Object({ id: Uuid, name: Type.String(), email: Type.String() })),
  mails: Type.Array(
    Type.Object({
      kind: Type.String(),
      status: Type.String(),
      attempts: Type.Integer(),
      createdAt: Type.String(),
      sentAt: Cell,
      lastError: Cell,
    }),
  ),
  related: Type.Array(
    Type.Object({
      type: Type.String(),
      id: Uuid,
      createdAt: Type.String(),
      name: Type.String(),
      status: Type.String(),
    }),
  ),
  timeline: Type.Array(
    Type.Object({
      at: Type.String(),
      action: Type.String(),
      actor: Type.String(),
      detail: Nullable(Type.Record(Type.String(), Type.Unknown())),
    }),
  ),
});
export type RecordDetail = Static<typeof RecordDetail>;
