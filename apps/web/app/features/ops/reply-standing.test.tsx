import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import { ReplyStanding } from "./reply-standing.tsx";

const createdAt = "2026-11-01T07:00:00.000Z";
// Due 24 hours later: 2026-11-01 23:00 PST, the clocks having gone back an hour that night.
const dueAt = "2026-11-02T07:00:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("a request's standing against the reply promise", () => {
  afterEach(cleanup);

  it("shows the time left, by how much it is overdue, or how fast it was answered", () => {
    renderOnPage(
      <ReplyStanding record={{ createdAt, dueAt, firstResponseAt: null }} now={at("2026-11-02T03:40:00Z")} />,
    );
    const open = screen.getByText("Due in 3 hr, 20 min");
    expect(open.closest("[data-state]")?.getAttribute("data-state")).toBe("open");
    expect(open.getAttribute("title")).toBe("Nov 1, 2026, 11:00 PM PST");
    cleanup();

    renderOnPage(
      <ReplyStanding record={{ createdAt, dueAt, firstResponseAt: null }} now={at("2026-11-04T08:00:00Z")} />,
    );
    const late = screen.getByText("Overdue by 2 days, 1 hr");
    expect(late.closest("[data-state]")?.getAttribute("data-state")).toBe("overdue");
    cleanup();

    const firstResponseAt = "2026-11-01T07:45:00.000Z";
    renderOnPage(
      <ReplyStanding record={{ createdAt, dueAt, firstResponseAt }} now={at("2026-11-04T08:00:00Z")} />,
    );
    expect(screen.getByText("Answered in 45 min").closest("[data-state]")?.getAttribute("data-state")).toBe(
      "answered",
    );
  });

  it("in Spanish", () => {
    renderOnPage(
      <ReplyStanding record={{ createdAt, dueAt, firstResponseAt: null }} now={at("2026-11-02T09:00:00Z")} />,
      "/es/",
    );
    expect(screen.getByText("Vencida hace 2 h")).toBeTruthy();
  });
});
