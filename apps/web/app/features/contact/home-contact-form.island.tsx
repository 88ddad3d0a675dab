import { defineIsland } from "../../islands/island.tsx";
import { HomeContactForm } from "./home-contact-form.tsx";

export default defineIsland(
  "home-contact-form",
  HomeContactForm,
  ["homeContact", "formsCommon", "compliance"],
  "visible",
);
