// @vitest-environment node
import { describe, expect, it } from "vitest";
import { inboxFilter, withoutCursor } from "./inbox-filter.ts";

describe("inboxFilter", () => {
  it("passes on the filters the API accepts and shows them again", () => {
    const search = new URLSearchParams(
      "q=Garcia&type=consultation&status=contacted&caseType=other&urgency=urgent&assignee=me&from=2026-11-01&to=2026-11-30&spam=include&cursor=abc",
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
      cursor: "abc",
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
});
