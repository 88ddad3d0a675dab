// @vitest-environment node
import { describe, expect, it } from "vitest";
import { inboxFilter, withoutCursor } from "./inbox-filter.ts";

describe("inboxFilter", () => {
  it("passes on the filters the API accepts and shows them again", () => {
    const search = new URLSearchParams(
      "q=Garcia&type=consultation&status=contacted&caseType=other&urgency=urgent&assignee=me&from=2026-11-01&to=2026-11-30&spam=include&cursor=2026-11-28T10:15:00.123Z_1b4e28ba-2fa1-11d2-883f-0016d3cca427",
    );
    const { query, values } = inboxFilter(search);
    expect(Object.fromEntries(query)).toEqual({
      q: "Garcia",
      type: "consultation",
      status: "contacted",
      caseType: "other",
      urgency: "urgent",
      assignee: "me",
      from: "2026-11-01",
      to: "2026-11-30",
      spam: "include",
      cursor: "2026-11-28T10:15:00.123Z_1b4e28ba-2fa1-11d2-883f-0016d3cca427",
    });
    expect(values.q).toBe("Garcia");
    expect(withoutCursor(query).has("cursor")).toBe(false);
  });

  it("leaves out empty and unknown values rather than failing the page", () => {
    const search = new URLSearchParams(
      "q=&type=letter&status=lost&assignee=someone&from=yesterday&spam=on&extra=1",
    );
    expect([...inboxFilter(search).query]).toEqual([]);
  });

  it("keeps the order and the overdue filter (decision 0095), and only their known values", () => {
    const { query, values } = inboxFilter(new URLSearchParams("sort=due&overdue=true"));
    expect(Object.fromEntries(query)).toEqual({ sort: "due", overdue: "true" });
    expect(values).toEqual({ sort: "due", overdue: "true" });
    expect([...inboxFilter(new URLSearchParams("sort=oldest&overdue=yes")).query]).toEqual([]);
  });

  it("passes on where the requests came from: a channel and a source's name", () => {
    const { query } = inboxFilter(new URLSearchParams("source=ads&sourceName=google&source2=x"));
    expect(Object.fromEntries(query)).toEqual({ source: "ads", sourceName: "google" });
    expect([...inboxFilter(new URLSearchParams("source=tv")).query]).toEqual([]);
  });

  it("accepts a team member's id as assignee", () => {
    const id = "1b4e28ba-2fa1-11d2-883f-0016d3cca427";
    expect(inboxFilter(new URLSearchParams({ assignee: id })).query.get("assignee")).toBe(id);
  });

  it("second probe, finding 2: forwards no day or cursor the API's schema refuses", () => {
    const id = "1b4e28ba-2fa1-11d2-883f-0016d3cca427";
    for (const instant of [
      "0000-01-01T00:00:00.000Z",
      "+010000-01-01T00:00:00.000Z",
      "-000001-01-01T00:00:00.000Z",
    ]) {
      for (const cursor of [
        `${instant}_${id}`,
        `due_${instant}_${id}`,
        Buffer.from(`${instant}|${id}`).toString("base64url"),
      ])
        expect(inboxFilter(new URLSearchParams({ cursor })).query.has("cursor"), cursor).toBe(false);
    }
    for (const day of ["0000-01-01", "1999-12-31", "2100-01-01", "2026-02-30"])
      expect([...inboxFilter(new URLSearchParams({ from: day, to: day })).query], day).toEqual([]);
    const due = `due_2026-11-28T10:15:00.123Z_${id}`;
    expect(inboxFilter(new URLSearchParams({ sort: "due", cursor: due })).query.get("cursor")).toBe(due);
  });
});
