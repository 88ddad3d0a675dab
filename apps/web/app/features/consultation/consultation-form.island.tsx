import { defineIsland } from "../../islands/island.tsx";
import { ConsultationForm } from "./consultation-form.tsx";

export default defineIsland(
  "consultation-form",
  ConsultationForm,
  ["consultation", "formsCommon", "compliance"],
  "visible",
);
