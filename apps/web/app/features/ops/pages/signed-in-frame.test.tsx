import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderOnPage } from "../../../../tests/unit/render-on-page.tsx";
import { SystemBanner } from "./signed-in-frame.tsx";

// 09:12 in California (Pacific standard time) on 28 November 2026.
const since = "2026-11-28T17:12:00.000Z";

describe("the system banner of the signed-in pages", () => {
  afterEach(cleanup);

  it("says nothing while no alert is active", () => {
    const { container } = renderOnPage(<SystemBanner alerts={[]} />, "/ops");
    expect(container.textContent).toBe("");
  });

  it("names each active alert, since when, and what to do, in one alert to assistive technology", () => {
    renderOnPage(
      <SystemBanner
        alerts={[
          { name: "TeamEmailsFailing", since },
          { name: "SomeNewRule", since },
        ]}
      />,
      "/ops",
    );
    const region = screen.getByRole("region", { name: "System alerts" });
    const [alert, ...more] = screen.getAllByRole("alert");
    expect(more).toHaveLength(0);
    expect(region.contains(alert ?? null)).toBe(true);
    expect(alert?.textContent).toContain(
      "Team e-mails are failing since Nov 28, 2026, 9:12 AM PST: check the inbox by hand. " +
        "A system alert is active since Nov 28, 2026, 9:12 AM PST",
    );
  });

  it("in the console's Spanish", () => {
    renderOnPage(<SystemBanner alerts={[{ name: "TeamEmailsFailing", since }]} />, "/es/");
    expect(screen.getByRole("region", { name: "Alertas del sistema" }).textContent).toContain(
      "Los correos al equipo fallan desde 28 nov 2026",
    );
  });
});
