import { opsRoles } from "@firm/content/enums/ops-role";
import Type from "typebox";

export const AuditQuery = Type.Object(
  {
    /**
     * Entries older than this id (the previous page's last): the audit log's ids are PostgreSQL's
     * `integer`, so a position past it is refused here, not there.
     */
    before: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);

export const AuditPage = Type.Object({
  success: Type.Literal(true),
  entries: Type.Array(
    Type.Object({
      id: Type.Integer(),
      at: Type.String(),
      actor: Type.String(),
      action: Type.String(),
      recordId: Type.Union([Type.String(), Type.Null()]),
      detail: Type.Unknown(),
    }),
  ),
  nextBefore: Type.Union([Type.Integer(), Type.Null()]),
});

export const PurgeRequest = Type.Object(
  { dryRun: Type.Boolean(), days: Type.Optional(Type.Integer({ minimum: 1, maximum: 36_500 })) },
  { additionalProperties: false },
);

export const PurgeResult = Type.Object({
  success: Type.Literal(true),
  dryRun: Type.Boolean(),
  days: Type.Integer(),
  before: Type.String(),
  contactMessages: Type.Integer(),
  consultationRequests: Type.Integer(),
});

export const TokenList = Type.Object({
  success: Type.Literal(true),
  tokens: Type.Array(
    Type.Object({
      id: Type.String(),
      label: Type.String(),
      createdAt: Type.String(),
      revokedAt: Type.Union([Type.String(), Type.Null()]),
      lastUsedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

export const UserChange = Type.Object(
  { role: Type.Optional(Type.Enum([...opsRoles])), disabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
