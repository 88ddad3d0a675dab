import { recordStatuses } from "@firm/content/enums/record-status";
import Type from "typebox";
import { ConsoleDay } from "./calendar.ts";

const statuses = [...recordStatuses];

/** The stored records for scripts (bearer tokens) and `pnpm ops`: `/api/ops/records` and `/api/ops/export`. */
export const RecordQuery = Type.Object(
  {
    type: Type.Optional(Type.Enum(["contact", "consultation"])),
    status: Type.Optional(Type.Enum(statuses)),
    from: Type.Optional(ConsoleDay),
    to: Type.Optional(ConsoleDay),
    spam: Type.Optional(Type.Enum(["exclude", "only", "include"])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  { additionalProperties: false },
);

export const RecordParams = Type.Object({ id: Type.String({ format: "uuid" }) });

export const StatusChange = Type.Object({ status: Type.Enum(statuses) }, { additionalProperties: false });

const RecordView = Type.Record(Type.String(), Type.Union([Type.String(), Type.Null()]));

export const RecordList = Type.Object({ success: Type.Literal(true), records: Type.Array(RecordView) });
export const OneRecord = Type.Object({ success: Type.Literal(true), record: RecordView });
