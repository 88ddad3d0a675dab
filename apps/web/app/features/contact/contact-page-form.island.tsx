import { defineIsland } from "../../islands/island.tsx";
import { ContactPageForm } from "./contact-page-form.tsx";

export default defineIsland(
  "contact-page-form",
  ContactPageForm,
  ["contactPage", "formsCommon", "compliance"],
  "visible",
);
