import { defineIsland } from "../../islands/island.tsx";
import { HomeHeroVideo } from "./home-hero-video.tsx";

export default defineIsland("home-hero-video", HomeHeroVideo);
