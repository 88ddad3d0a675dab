import { defineIsland } from "../../islands/island.tsx";
import { SiteHeader } from "./site-header.tsx";

export default defineIsland("site-header", SiteHeader, ["siteHeader"], "interaction");
