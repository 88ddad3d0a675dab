import type { OpsRole } from "@firm/content/enums/ops-role";
import type { RecordStatus } from "@firm/content/enums/record-status";

/** What the API's console endpoints answer (apps/api/src/schemas/ops-*.ts), as the pages use it. */
export type ConsoleUser = { id: string; email: string; name: string; role: OpsRole };

export type TeamMember = ConsoleUser & { createdAt: string; disabledAt: string | null };

export type InboxRow = {
  type: "contact" | "consultation";
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  caseType: string | null;
  urgency: string | null;
  status: RecordStatus;
  assigneeId: string | null;
  assigneeName: string | null;
};

export type InboxPage = { records: InboxRow[]; nextCursor: string | null; newSinceLastVisit: number };

export type RecordDetail = {
  record: Record<string, string | null>;
  assignee: { id: string; name: string; email: string } | null;
  mails: {
    kind: string;
    status: string;
    attempts: number;
    createdAt: string;
    sentAt: string | null;
    lastError: string | null;
  }[];
  related: { type: string; id: string; createdAt: string; name: string; status: string }[];
  timeline: { at: string; action: string; actor: string; detail: Record<string, unknown> | null }[];
};
