import { consultation } from "@firm/content/dictionaries/consultation";
import { consultationGroups } from "@firm/intake/forms";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderOnPage } from "../../../tests/unit/render-on-page.tsx";
import { ConsultationForm } from "./consultation-form.tsx";

describe("the consultation form's groups", () => {
  it("hold the fields @firm/intake names for them, as the console shows a request", () => {
    renderOnPage(<ConsultationForm locale="en" />, "/consultation");
    for (const [group, fields] of Object.entries(consultationGroups)) {
      const title = consultation.en.form.groups[group as keyof typeof consultationGroups].title;
      const fieldset = screen.getByRole("group", { name: title });
      const names = new Set(
        [...fieldset.querySelectorAll("[name]")].map((control) => control.getAttribute("name")),
      );
      expect([...names], group).toEqual([...fields]);
    }
  });
});
