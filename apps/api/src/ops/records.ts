import { fromMember } from "../db/enum-columns.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { RecordStatus } from "../generated/prisma/enums.ts";
import { ConsultationBody } from "../schemas/consultation.ts";

export type RecordType = "contact" | "consultation";
export type SpamFilter = "exclude" | "only" | "include";

export type RecordFilter = {
  type?: RecordType | undefined;
  status?: RecordStatus | undefined;
  /** Inclusive first day, YYYY-MM-DD (UTC). */
  from?: string | undefined;
  /** Inclusive last day, YYYY-MM-DD (UTC). */
  to?: string | undefined;
  /** Spam is left out unless asked for (or `status` is spam). */
  spam?: SpamFilter | undefined;
  limit?: number | undefined;
  /** Only these records (the export of a console search). */
  ids?: string[] | undefined;
};

/** A record as ops see it: enumeration values as submitted, times as ISO strings. */
export type RecordView = { type: RecordType; id: string; name: string } & Record<string, string | null>;

/** Fields stored as enumerations: every enumerated field of the intake schemas, plus the spam reason. */
const enumFields = new Set([
  ...Object.entries(ConsultationBody.properties)
    .filter(([, schema]) => "enum" in schema)
    .map(([name]) => name),
  "spamReason",
]);

function cell(key: string, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date)
    return key === "incidentDate" ? value.toISOString().slice(0, 10) : value.toISOString();
  return enumFields.has(key) ? fromMember(String(value)) : String(value);
}

function view(type: RecordType, row: Record<string, unknown>): RecordView {
  const cells = Object.fromEntries(Object.entries(row).map(([key, value]) => [key, cell(key, value)]));
  const name = type === "contact" ? String(row.name) : `${row.firstName} ${row.lastName}`;
  return { ...cells, type, id: String(row.id), name };
}

const day = (date: string, plusDays = 0) => new Date(Date.parse(`${date}T00:00:00Z`) + plusDays * 86_400_000);

function where(filter: RecordFilter) {
  const spam = filter.spam ?? "exclude";
  const status =
    filter.status ?? (spam === "only" ? "spam" : spam === "exclude" ? { not: "spam" as const } : undefined);
  return {
    ...(filter.ids ? { id: { in: filter.ids } } : {}),
    ...(status ? { status } : {}),
    ...(filter.from || filter.to
      ? {
          createdAt: {
            ...(filter.from ? { gte: day(filter.from) } : {}),
            ...(filter.to ? { lt: day(filter.to, 1) } : {}),
          },
        }
      : {}),
  };
}

/** Newest first, both types merged unless `type` is given. */
export async function listRecords(prisma: PrismaClient, filter: RecordFilter): Promise<RecordView[]> {
  const take = filter.limit ?? 50;
  const query = { where: where(filter), orderBy: { createdAt: "desc" as const }, take };
  const [contacts, consultations] = await Promise.all([
    filter.type === "consultation" ? [] : prisma.contactMessage.findMany(query),
    filter.type === "contact" ? [] : prisma.consultationRequest.findMany(query),
  ]);
  return [
    ...contacts.map((row) => view("contact", row)),
    ...consultations.map((row) => view("consultation", row)),
  ]
    .sort((a, b) => (b.createdAt ?? "").localeCompare(a.createdAt ?? ""))
    .slice(0, take);
}

/** One record by id, whichever form it came from. */
export async function findRecord(prisma: PrismaClient, id: string): Promise<RecordView | null> {
  const contact = await prisma.contactMessage.findUnique({ where: { id } });
  if (contact) return view("contact", contact);
  const consultation = await prisma.consultationRequest.findUnique({ where: { id } });
  return consultation ? view("consultation", consultation) : null;
}

/** Sets a record's status; resolves to the status before and the record after, or null. */
export async function updateStatus(
  prisma: PrismaClient,
  id: string,
  status: RecordStatus,
): Promise<{ before: string; record: RecordView } | null> {
  const found = await findRecord(prisma, id);
  if (!found) return null;
  const data = { status };
  const row =
    found.type === "contact"
      ? await prisma.contactMessage.update({ where: { id }, data })
      : await prisma.consultationRequest.update({ where: { id }, data });
  return { before: String(found.status), record: view(found.type, row) };
}

/** Deletes records (and their outbox jobs) created more than `days` days ago, and stale idempotency keys. */
export async function purgeRecords(prisma: PrismaClient, days: number, dryRun = false) {
  const before = new Date(Date.now() - days * 86_400_000);
  const old = { where: { createdAt: { lt: before } } };
  if (dryRun) {
    const [contactMessages, consultationRequests] = await Promise.all([
      prisma.contactMessage.count(old),
      prisma.consultationRequest.count(old),
    ]);
    return { before: before.toISOString(), contactMessages, consultationRequests };
  }
  const [contacts, consultations] = await prisma.$transaction([
    prisma.contactMessage.deleteMany(old),
    prisma.consultationRequest.deleteMany(old),
    prisma.idempotencyKey.deleteMany({ where: { createdAt: { lt: new Date(Date.now() - 86_400_000) } } }),
  ]);
  return {
    before: before.toISOString(),
    contactMessages: contacts.count,
    consultationRequests: consultations.count,
  };
}

/** Columns of the CSV export: both forms share one header. */
export const exportColumns = [
  "type",
  "id",
  "createdAt",
  "updatedAt",
  "status",
  "spamReason",
  "locale",
  "page",
  "consentToCalls",
  "consentVersion",
  "noticeVersion",
  "name",
  "firstName",
  "lastName",
  "email",
  "phone",
  "alternatePhone",
  "caseType",
  "message",
  "incidentDate",
  "incidentLocation",
  "caseDescription",
  "injurySeverity",
  "medicalTreatment",
  "hasLawyer",
  "insuranceCompany",
  "insuranceClaim",
  "policeReport",
  "preferredContactMethod",
  "preferredContactTime",
  "urgency",
  "availableDates",
  "estimatedDamages",
  "lostWages",
  "witnesses",
  "additionalInfo",
] as const;
