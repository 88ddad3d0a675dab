import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import { InboxFilters } from "./inbox-filters.tsx";
import UsersView from "./pages/users-page.tsx";
import { RecordForms } from "./record-forms.tsx";
import { RecordTimeline } from "./record-sections.tsx";
import type { TeamMember } from "./types.ts";

/** A member's name that reads "Adminexe.png" when its right-to-left override is obeyed. */
const spoofed = "Admin\u202Egnp.exe";
const shown = "Admin<U+202E>gnp.exe";
const member: TeamMember = {
  id: "0b0e1f0a-3c55-4b36-9a54-6f1d2c3b4a59",
  email: "admin@firm.example",
  name: spoofed,
  role: "admin",
  createdAt: new Date().toISOString(),
  disabledAt: null,
};
const other = { ...member, id: "1b4e28ba-2fa1-11d2-883f-0016d3cca427", name: "Ines" };

describe("second probe, finding 9: the team's own text shows invisible format characters", () => {
  it("second probe, finding 9: in a request's timeline: notes, who did it, who was assigned", () => {
    const at = new Date().toISOString();
    renderOnPage(
      <RecordTimeline
        users={[member, other]}
        timeline={[
          { at, action: "note", actor: spoofed, detail: { body: `call ${spoofed} back` } },
          { at, action: "assign", actor: "Ines", detail: { from: other.id, to: member.id } },
        ]}
      />,
      "/ops",
    );
    const text = screen.getByRole("list").textContent ?? "";
    expect(text).toContain(`by ${shown}: call ${shown} back`);
    expect(text).toContain(`Ines → ${shown}`);
    expect(text).not.toContain("\u202E");
  });

  it("second probe, finding 9: on the team's page and in the assignee choices", () => {
    const props = {
      loaderData: { users: [member], csrf: "c", done: null, me: other.id, changed: null },
      actionData: undefined,
    } as unknown as Parameters<typeof UsersView>[0];
    const { container } = renderOnPage(<UsersView {...props} />, "/ops/users");
    expect(screen.getByRole("rowheader", { name: shown })).toBeTruthy();
    renderOnPage(<InboxFilters values={{}} users={[member]} />, "/ops");
    renderOnPage(
      <RecordForms csrf="c" status="new" assigneeId={null} me={other} users={[member]} noteError={false} />,
      "/ops/records/x",
    );
    expect(screen.getAllByRole("option", { name: shown })).toHaveLength(2);
    expect(`${document.body.textContent}${container.innerHTML}`).not.toContain("\u202E");
  });
});
