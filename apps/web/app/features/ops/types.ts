import type {
  InboxPage as InboxPageView,
  InboxRowView,
  RecordDetail as RecordDetailView,
} from "@firm/api/schemas/ops-inbox";
import type { OpsUserView } from "@firm/api/schemas/ops-session";
import type { TeamMemberView } from "@firm/api/schemas/ops-user";

/** What the API's console endpoints answer: the types of its response schemas, without `success`. */
export type ConsoleUser = OpsUserView;

export type TeamMember = TeamMemberView;

export type InboxRow = InboxRowView;

export type InboxPage = Omit<InboxPageView, "success">;

export type RecordDetail = Omit<RecordDetailView, "success">;
