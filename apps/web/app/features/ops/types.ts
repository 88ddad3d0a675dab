import type { Figures as FiguresView } from "@firm/intake/console/figures";
import type {
  InboxPage as InboxPageView,
  InboxRowView,
  RecordDetail as RecordDetailView,
} from "@firm/intake/console/inbox";
import type { OpsUserView } from "@firm/intake/console/session";
import type { TeamMemberView } from "@firm/intake/console/user";

/** What the API's console endpoints answer: the types of its response schemas, without `success`. */
export type ConsoleUser = OpsUserView;

export type TeamMember = TeamMemberView;

export type InboxRow = InboxRowView;

export type InboxPage = Omit<InboxPageView, "success">;

export type RecordDetail = Omit<RecordDetailView, "success">;

export type TeamFigures = Omit<FiguresView, "success">;
