import { defineIsland } from "../../islands/island.tsx";
import { HomeHero } from "./home-hero.tsx";

export default defineIsland("home-hero", HomeHero);
