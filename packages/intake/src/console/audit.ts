import Type, { type Static } from "typebox";

/** The audit log's ids: PostgreSQL's `integer`, so a page position past it is refused here, not there. */
const AuditId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const AuditQuery = Type.Object(
  {
    /** Entries older than this id (the previous page's last). */
    before: Type.Optional(AuditId),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor: Type.String(),
  action: Type.String(),
  recordId: Type.Union([Type.String(), Type.Null()]),
  detail: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object({
  success: Type.Literal(true),
  entries: Type.Array(AuditEntry),
  nextBefore: Type.Union([Type.Integer(), Type.Null()]),
});
export type AuditPage = Static<typeof AuditPage>;
