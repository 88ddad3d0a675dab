import { defineIsland } from "../../islands/island.tsx";
import { SiteControls } from "./site-controls.tsx";

export default defineIsland("site-controls", SiteControls, [
  "accessibilityPanel",
  "languageToggle",
  "relocationNotice",
  "toasts",
]);
