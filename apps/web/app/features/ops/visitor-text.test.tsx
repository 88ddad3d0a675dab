import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import { copyFor } from "../../lib/copy.server.ts";
import { CallCard } from "./call-card.tsx";
import { consoleMeta } from "./console-meta.ts";
import { InboxTable } from "./inbox-table.tsx";
import { RecordAnswers } from "./record-answers.tsx";
import { RelatedRequests } from "./record-sections.tsx";

/** A name that reads "Adminexe.png" when its right-to-left override is obeyed. */
const spoofed = "Admin\u202Egnp.exe";
const shown = "Admin<U+202E>gnp.exe";
const id = "0b0e1f0a-3c55-4b36-9a54-6f1d2c3b4a59";

describe("security finding 11: visitor text in the console shows invisible format characters", () => {
  it("security finding 11: in the inbox's links, a request's fields, its source and related requests", () => {
    const createdAt = new Date().toISOString();
    const row = {
      type: "contact" as const,
      id,
      createdAt,
      dueAt: createdAt,
      firstResponseAt: null,
      name: spoofed,
      email: "a@example.com",
      phone: "",
      caseType: null,
      urgency: null,
      status: "new" as const,
      check: null,
      assigneeId: null,
      assigneeName: null,
    };
    renderOnPage(<InboxTable records={[row]} now={Date.now()} sort="newest" />, "/ops");
    expect(screen.getByRole("link", { name: shown })).toBeTruthy();
    const record = {
      name: spoofed,
      message: `hi ${spoofed}`,
      createdAt,
      sourceChannel: "campaign",
      sourceName: "tv",
      utmCampaign: `c${spoofed}`,
      utmTerm: `t${spoofed}`,
      landingPage: "/",
    };
    renderOnPage(<CallCard record={record} now={Date.now()} />, "/ops");
    expect(screen.getByText(`hi ${shown}`)).toBeTruthy();
    expect(screen.getByText(new RegExp(`campaign c${shown.replace("+", "\\+")}`))).toBeTruthy();
    renderOnPage(<RecordAnswers record={record} />, "/ops");
    expect(screen.getByText(`t${shown}`)).toBeTruthy();
    renderOnPage(
      <RelatedRequests related={[{ type: "contact", id, createdAt, name: `x${spoofed}`, status: "new" }]} />,
      "/ops",
    );
    expect(screen.getByRole("link", { name: `x${shown}` })).toBeTruthy();
  });

  it("security finding 11: in the page's title", () => {
    const copy = copyFor("en", ["opsConsole"]);
    const matches = [{ id: "routes/ops/ops-layout", loaderData: { copy } }];
    const [title] = consoleMeta(matches, () => spoofed);
    expect(title).toEqual({ title: `${shown} – ${copy.opsConsole.consoleName}` });
  });
});
