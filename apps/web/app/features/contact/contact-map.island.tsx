import { MapPlaceholder } from "@firm/ui/map-placeholder";
import { defineIsland } from "../../islands/island.tsx";

/** The contact page's click-to-load map: nothing is requested from the map service before the click. */
export default defineIsland("contact-map", MapPlaceholder, [], "interaction");
